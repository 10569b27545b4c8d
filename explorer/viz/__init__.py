"""Pure presentation: state in, HTML / SVG / DOT out. No widgets, no rules.

Depends on the engine and the games; widgets depend on this package, never the reverse.
"""
