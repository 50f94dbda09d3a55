#!/usr/bin/env python3
"""Checks that the diagram of docs/architecture.md names the passes of
`loopgen --print-passes`, all of them, in the same order: each pass is a line
of the diagram's code block that starts (after the tree's drawing) with
`name ──`."""
import re
import sys

passes = [line.split()[0] for line in open(sys.argv[1]) if line.strip()]
doc = open(sys.argv[2]).read()
block = doc.split("```")[1]
drawn = re.findall(r"^[\s│]*([a-z][a-z-]*) ─", block, re.M)
if drawn != passes:
    print("docs/architecture.md draws the passes\n  %s\nbut loopgen runs\n  %s"
          % (" ".join(drawn), " ".join(passes)))
    sys.exit(1)
print("the diagram names the %d passes in order" % len(passes))
