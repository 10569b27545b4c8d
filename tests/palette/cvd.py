"""Colour science for the palette test, in pure Python from the published formulas.

- Colour-vision deficiency: Machado, Oliveira & Fernandes (2009), "A physiologically-based model
  for simulation of color vision deficiency", the matrices for severity 1.0, applied to linear
  sRGB (as the paper and `colorspacious` do).
- Perceptual distance: CIECAM02 (CIE 159:2004) and its uniform space CAM02-UCS (Luo, Cui & Li
  2006, coefficients K_L = 1, c1 = 0.007, c2 = 0.0228), under `colorspacious`'s default viewing
  conditions: D65 white, L_A = 64 / π / 5 cd/m², Y_b = 20, an average surround.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Vector = tuple[float, float, float]
Matrix = tuple[Vector, Vector, Vector]

MACHADO_2009: dict[str, Matrix] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}

_SRGB_TO_XYZ: Matrix = ((0.4124, 0.3576, 0.1805),
                        (0.2126, 0.7152, 0.0722),
                        (0.0193, 0.1192, 0.9505))
_CAT02: Matrix = ((0.7328, 0.4296, -0.1624),
                  (-0.7036, 1.6975, 0.0061),
                  (0.0030, 0.0136, 0.9834))
_HPE: Matrix = ((0.38971, 0.68898, -0.07868),
                (-0.22981, 1.18340, 0.04641),
                (0.0, 0.0, 1.0))
WHITE_D65: Vector = (95.047, 100.0, 108.883)
L_A = 64 / math.pi / 5
Y_B = 20.0
F, C_SURROUND, N_C = 1.0, 0.69, 1.0


def _mul(m: Matrix, v: Sequence[float]) -> Vector:
    return (m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
            m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
            m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2])


def _inverse(m: Matrix) -> Matrix:
    (a, b, c), (d, e, f), (g, h, i) = m
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return ((( e * i - f * h) / det, -(b * i - c * h) / det, ( b * f - c * e) / det),
            (-(d * i - f * g) / det, ( a * i - c * g) / det, -(a * f - c * d) / det),
            (( d * h - e * g) / det, -(a * h - b * g) / det, ( a * e - b * d) / det))


_CAT02_INV = _inverse(_CAT02)


def hex_to_rgb(colour: str) -> Vector:
    """`#rrggbb` as sRGB in 0..1."""
    text = colour.lstrip("#")
    if len(text) == 3:
        text = "".join(ch * 2 for ch in text)
    r, g, b = (int(text[i:i + 2], 16) / 255 for i in (0, 2, 4))
    return (r, g, b)


def to_linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def simulate(rgb: Vector, deficiency: str) -> Vector:
    """Linear sRGB of what a dichromat sees (Machado 2009, severity 1.0)."""
    return _mul(MACHADO_2009[deficiency], [to_linear(c) for c in rgb])


def _adapt(x: float, f_l: float) -> float:
    p = (f_l * abs(x) / 100) ** 0.42
    return math.copysign(400 * p / (p + 27.13), x) + 0.1


class _Viewing:
    def __init__(self) -> None:
        w = WHITE_D65
        rgb_w = _mul(_CAT02, w)
        d = max(0.0, min(1.0, F * (1 - (1 / 3.6) * math.exp((-L_A - 42) / 92))))
        self.d_rgb = tuple(d * w[1] / c + 1 - d for c in rgb_w)
        k = 1 / (5 * L_A + 1)
        self.f_l = 0.2 * k ** 4 * (5 * L_A) + 0.1 * (1 - k ** 4) ** 2 * (5 * L_A) ** (1 / 3)
        self.n = Y_B / w[1]
        self.z = 1.48 + math.sqrt(self.n)
        self.n_bb = 0.725 * (1 / self.n) ** 0.2
        ra, ga, ba = self._adapted(w)
        self.a_w = (2 * ra + ga + ba / 20 - 0.305) * self.n_bb

    def _adapted(self, xyz: Vector) -> Vector:
        rgb = _mul(_CAT02, xyz)
        rgb_c = tuple(dc * c for dc, c in zip(self.d_rgb, rgb, strict=True))
        prime = _mul(_HPE, _mul(_CAT02_INV, rgb_c))
        return (_adapt(prime[0], self.f_l), _adapt(prime[1], self.f_l),
                _adapt(prime[2], self.f_l))

    def jmh(self, xyz: Vector) -> Vector:
        """CIECAM02 lightness J, colourfulness M and hue angle h (degrees)."""
        ra, ga, ba = self._adapted(xyz)
        a = ra - 12 * ga / 11 + ba / 11
        b = (ra + ga - 2 * ba) / 9
        h = math.degrees(math.atan2(b, a)) % 360
        h_prime = h + 360 if h < 20.14 else h
        e_t = 0.25 * (math.cos(math.radians(h_prime) + 2) + 3.8)
        achromatic = (2 * ra + ga + ba / 20 - 0.305) * self.n_bb
        j = 100 * (achromatic / self.a_w) ** (C_SURROUND * self.z) if achromatic > 0 else 0.0
        t = (50000 / 13 * N_C * self.n_bb * e_t * math.hypot(a, b)) / (ra + ga + 21 / 20 * ba)
        chroma = t ** 0.9 * math.sqrt(j / 100) * (1.64 - 0.29 ** self.n) ** 0.73
        return (j, chroma * self.f_l ** 0.25, h)


_VIEWING = _Viewing()


def cam02ucs(linear_rgb: Vector) -> Vector:
    """CAM02-UCS J', a', b' of a linear sRGB colour."""
    x, y, z = _mul(_SRGB_TO_XYZ, linear_rgb)
    j, m, h = _VIEWING.jmh((100 * x, 100 * y, 100 * z))
    j_ucs = 1.7 * j / (1 + 0.007 * j)
    m_ucs = math.log(1 + 0.0228 * m) / 0.0228
    return (j_ucs, m_ucs * math.cos(math.radians(h)), m_ucs * math.sin(math.radians(h)))


def distance(a: str, b: str, deficiency: str | None = None) -> float:
    """ΔE in CAM02-UCS between two `#rrggbb` colours, as seen with `deficiency` (one of
    `MACHADO_2009`) or with normal vision (None)."""
    def seen(colour: str) -> Vector:
        rgb = hex_to_rgb(colour)
        if deficiency is None:
            lin = (to_linear(rgb[0]), to_linear(rgb[1]), to_linear(rgb[2]))
            return cam02ucs(lin)
        return cam02ucs(simulate(rgb, deficiency))
    return math.dist(seen(a), seen(b))
