#!/usr/bin/env python3
"""expect-exit.py STATUS [--timeout SECONDS] COMMAND [ARGS...]

Runs COMMAND with this process's standard streams and succeeds (status 0)
only if COMMAND exits with exactly STATUS: a crash (a signal), a hang (past
the timeout, 600 s by default: a hang, never mere slowness of a loaded
machine or a sanitized build) or any other status is a failure, said on
stderr. LLVM's `not` accepts any non-zero status and `not --crash` any
crash; a compiler's errors must end with status 1 and nothing else.
lit.cfg.py makes `%exit1` run this with STATUS 1.
"""

import subprocess
import sys


def main(argv):
    if len(argv) < 3:
        sys.stderr.write(__doc__)
        return 2
    expected = int(argv[1])
    args = argv[2:]
    timeout = 600.0
    if args[0] == "--timeout":
        timeout = float(args[1])
        args = args[2:]
    try:
        status = subprocess.run(args, timeout=timeout).returncode
    except subprocess.TimeoutExpired:
        sys.stderr.write("expect-exit: '%s' did not finish in %g s\n" %
                         (" ".join(args), timeout))
        return 1
    except OSError as e:
        sys.stderr.write("expect-exit: cannot run '%s': %s\n" % (args[0], e))
        return 1
    if status == expected:
        return 0
    what = ("was killed by signal %d" % -status if status < 0 else
            "exited with status %d" % status)
    sys.stderr.write("expect-exit: '%s' %s, expected status %d\n" %
                     (" ".join(args), what, expected))
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
