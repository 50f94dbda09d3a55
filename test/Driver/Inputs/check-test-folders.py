"""Checks that each pass of the pipeline has a folder of tests named as the
pass under test/Transforms (the front end, 'lower', is test/Frontend), and
that every folder there is named as a pass.

    check-test-folders.py <--print-passes output> <test/Transforms>"""
import glob
import os
import sys

passes = [line.split()[0] for line in open(sys.argv[1]) if line.strip()]
passes.remove("lower")
root = sys.argv[2]
problems = [f"pass '{p}' has no tests in test/Transforms/{p}"
            for p in passes if not glob.glob(os.path.join(root, p, "*.cpp"))]
problems += [f"test/Transforms/{d} is named as no pass"
             for d in sorted(os.listdir(root)) if d not in passes]
print("\n".join(problems))
sys.exit(1 if problems else 0)
