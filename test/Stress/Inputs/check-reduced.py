#!/usr/bin/env python3
"""Checks the reducer's output under a loopgen-stress --out folder: every
crash was reduced to one function whose body keeps the unroll pragma that
the fake loopgen fails on and little else (the loops around it, the
essential statements)."""
import glob
import re
import sys

reduced = sorted(glob.glob(sys.argv[1] + "/crash-*/reduced.cpp"))
if not reduced:
    sys.exit("no reduced program")
for path in reduced:
    text = open(path).read()
    body = text[text.index("#pragma loopgen offload"):]
    assert text.count("#pragma loopgen offload") == 1, path + ": more than one function"
    assert len(re.findall(r"parallel unroll\(", body)) == 1, path + ": not exactly one unroll pragma"
    statements = [l for l in body.splitlines()[4:] if l.strip() and l.strip() != "}"]
    # The loops down to the unrolled one (at most 4 deep, plus a time loop),
    # a local array's declaration and initialization loop, a return.
    assert len(statements) <= 12, f"{path}: {len(statements)} lines left:\n{body}"
    for size in re.findall(r"\b(?:n|m|p|steps) = (\d+)", body):
        assert size == "1", path + ": sizes not reduced"
print(f"{len(reduced)} reduced programs OK")
