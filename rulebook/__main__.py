"""``python -m rulebook``: the command line (see ``rulebook.cli``)."""

import sys

from rulebook.cli import main

sys.exit(main())
