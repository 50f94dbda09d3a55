"""Runs loopgen's emulated validation on a program and classifies every test
case in it.

Categories (one per test case):
  pass           validated: the translation matches the sequential original
  rejected       loopgen refused it with a located `error:` (a construct it
                 does not take, or a `parallel` claim it disproved)
  wrong          the validation failed: a wrong result, or the generated code
                 crashed or stopped in the harness (the serious bug class)
  crash          loopgen itself crashed (a signal, an assertion, a stack dump)
  uncompilable   the harness (the emitted code) did not compile
  timeout        loopgen and the harness ran past the time limit
"""

import os
import re
import shutil
import signal
import subprocess
import tempfile
from dataclasses import dataclass
from typing import Dict, List, Optional

from .program import Program, render

FAILURES = ("wrong", "crash", "uncompilable", "timeout")
CATEGORY_NAMES = {"pass": "validated", "rejected": "rejected-as-expected", "wrong": "wrong result",
                  "crash": "crash", "uncompilable": "uncompilable output", "timeout": "timeout"}

LOCATED_ERROR = re.compile(r"^(?P<file>[^\s:]+\.cpp):(?P<line>\d+):\d+: error: (?P<msg>.*)$", re.M)
RESULT_LINE = re.compile(r"^RESULT function=(?P<name>\S+) status=(?P<status>\S+).*?launches=(?P<launches>\d+)", re.M)
CRASH_MARKERS = ("PLEASE submit a bug report", "Stack dump:", "Assertion `", "LLVM ERROR:",
                 "UNREACHABLE executed", "terminate called")


@dataclass
class Outcome:
    category: str
    detail: str = ""      # what identifies the failure (an error message, the failing arrays)
    log: str = ""         # loopgen's output for the run that decided it
    launches: int = 0     # kernel launches of a validated case (0: it ran on the host)

    def signature(self) -> str:
        """What a reduced program must keep to fail 'the same way'."""
        if self.category in ("crash", "uncompilable"):
            return self.category + ":" + re.sub(r"\d+", "N", self.detail)
        return self.category


@dataclass
class Run:
    returncode: Optional[int]     # None: timed out
    output: str                   # stdout and stderr together
    spans: list                   # (function name, first line, last line)


def run_loopgen(loopgen: str, program: Program, time_limit: float, keep_as: Optional[str] = None) -> Run:
    """Writes the program to a fresh directory and runs `--validate --emulate` on it."""
    text, spans = render(program)
    work = tempfile.mkdtemp(prefix="loopgen-stress-")
    try:
        source = os.path.join(work, "prog.cpp")
        with open(source, "w") as f:
            f.write(text)
        if keep_as:
            shutil.copyfile(source, keep_as)
        env = dict(os.environ, TMPDIR=work, **program.env)
        command = [loopgen, source, "--validate", "--emulate"] + program.loopgen_args
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                env=env, cwd=work, start_new_session=True, text=True, errors="replace")
        try:
            output, _ = proc.communicate(timeout=time_limit)
            return Run(proc.returncode, output, spans)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)     # loopgen and the harness it started
            output, _ = proc.communicate()
            return Run(None, output, spans)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def function_at(line: int, spans) -> Optional[str]:
    for name, first, last in spans:
        if first <= line <= last:
            return name
    return None


def file_level_failure(run: Run) -> Optional[Outcome]:
    """A failure of the whole run that no test case can be blamed for yet."""
    out = run.output
    if run.returncode is None:
        return Outcome("timeout", "time limit", out)
    crash = next((m for m in CRASH_MARKERS if m in out), None)
    if run.returncode < 0 or crash:
        assertion = re.search(r"(Assertion `.*' failed|LLVM ERROR: .*|UNREACHABLE executed.*)", out)
        detail = assertion.group(1) if assertion else (crash or f"signal {-run.returncode}")
        return Outcome("crash", detail, out)
    if "the harness did not compile" in out:
        first = re.search(r"harness\.cu:\d+:\d+: error: (.*)", out)
        return Outcome("uncompilable", first.group(1) if first else "harness did not compile", out)
    return None


def classify(run: Run) -> (Dict[str, Outcome], Optional[Outcome]):
    """Per test case outcomes that this run decides, or a file-level failure.

    Test cases left out of the dictionary were not decided (another case's
    rejection stopped the run): the caller runs them again without it."""
    failure = file_level_failure(run)
    if failure:
        return {}, failure
    outcomes: Dict[str, Outcome] = {}
    errors = list(LOCATED_ERROR.finditer(run.output))
    if errors:
        for m in errors:
            name = function_at(int(m.group("line")), run.spans)
            if name is None:
                return {}, Outcome("crash", "error outside any test case: " + m.group("msg"), run.output)
            outcomes.setdefault(name, Outcome("rejected", m.group("msg"), run.output))
        return outcomes, None
    for m in RESULT_LINE.finditer(run.output):
        status = m.group("status")
        outcomes[m.group("name")] = Outcome("pass" if status == "PASS" else "wrong",
                                            "" if status == "PASS" else "validation FAIL", run.output,
                                            int(m.group("launches")))
    undecided = [name for name, _, _ in run.spans if name not in outcomes]
    if undecided and "the harness crashed" in run.output and len(run.spans) > 1:
        # Memory corruption shows where it is detected, not where it was
        # done: the caller runs each case alone.
        return {}, Outcome("wrong", "harness crashed", run.output)
    if undecided:
        # The harness stopped in the first case without a RESULT line: it
        # crashed or aborted there (an overlap or size check, a signal).
        stop = re.search(r"loopgen: error: (.*)", run.output)
        reason = stop.group(1) if stop else (run.output.strip().splitlines() or ["no output"])[-1]
        outcomes[undecided[0]] = Outcome("wrong", "harness stopped: " + reason, run.output)
    elif run.returncode != 0 and all(o.category == "pass" for o in outcomes.values()):
        return {}, Outcome("crash", f"exit status {run.returncode} with every case passing", run.output)
    return outcomes, None


def evaluate(loopgen: str, program: Program, time_limit: float) -> Dict[str, Outcome]:
    """The outcome of every test case of the program: rejected cases are
    dropped and the rest run again; a failure of the whole run is pinned on
    cases by running each alone."""
    remaining = program.copy()
    outcomes: Dict[str, Outcome] = {}
    while remaining.functions:
        run = run_loopgen(loopgen, remaining, time_limit)
        decided, failure = classify(run)
        if failure:
            if len(remaining.functions) == 1:
                outcomes[remaining.functions[0].name] = failure
            else:
                for fn in remaining.functions:
                    alone = Program([fn], remaining.loopgen_args, dict(remaining.env))
                    outcomes.update(evaluate(loopgen, alone, time_limit))
            break
        outcomes.update(decided)
        remaining.functions = [f for f in remaining.functions if f.name not in outcomes]
    return outcomes
