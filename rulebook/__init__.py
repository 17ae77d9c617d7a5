"""Het regelboek: de spelregels als gewone Python, zonder Jupyter.

The rules library of the interactive Dutch rulebook. It imports only the standard library, so it
runs the same in a plain ``python``, on the command line, in the tests and in a notebook.
"""

__version__ = "0.1.0"
