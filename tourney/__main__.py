import sys

from tourney.cli import main

sys.exit(main())
