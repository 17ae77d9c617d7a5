"""Het regelboek: de spelregels als gewone Python, zonder Jupyter.

The rules library of the interactive Dutch rulebook. It imports only the standard library, so it
runs the same in a plain ``python``, on the command line, in the tests and in a notebook.
Importing it loads the registry (``rulebook.games``), which fills the clause catalogue.
"""

__version__ = "0.1.0"

from rulebook import games as _registry  # noqa: F401  (fills the clause catalogue)
