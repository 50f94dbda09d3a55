"""Delta debugging over a program's structure.

Starting from a failing program, the reducer tries smaller variants and
keeps each one that still fails the same way (the same category; for
crashes and uncompilable output, the same message up to numbers):

  1. drop test cases (halves first, then one at a time),
  2. drop loopgen options and emulation settings,
  3. drop statements, loops and ifs, replace an if by one of its branches,
     drop an else, drop loop pragmas or their clauses (outermost first),
  4. lower the validate() sizes.

It repeats until nothing more can go, or the time budget runs out.
Statements marked essential (a guard that keeps a subscript in bounds, the
loop that initializes a local array, the final return) are never removed
alone, so every variant stays free of undefined behaviour.
"""

import time
from typing import Callable, Iterator, List

from .program import For, If, Program, Stmt

SIZE_NAMES = ("n", "m", "p", "steps")


def containers(items: List[object]) -> Iterator[List[object]]:
    """Every statement list in the tree, outermost first."""
    yield items
    for item in items:
        if isinstance(item, For):
            yield from containers(item.body)
        elif isinstance(item, If):
            yield from containers(item.then)
            if item.orelse:
                yield from containers(item.orelse)


def body_edits(program: Program) -> Iterator[Callable[[Program], None]]:
    """Candidate edits of the function bodies, largest first; each is a
    function that applies the edit to a copy of the program."""
    for f_index, fn in enumerate(program.functions):
        lists = list(containers(fn.body))
        for l_index, items in enumerate(lists):
            for i, item in enumerate(items):
                def locate(p, f=f_index, l=l_index):
                    return list(containers(p.functions[f].body))[l]
                emptied_guard = isinstance(item, If) and not item.then and not item.orelse
                if not item.essential or emptied_guard:
                    yield lambda p, loc=locate, i=i: loc(p).pop(i)
                if isinstance(item, If) and not item.essential:
                    yield lambda p, loc=locate, i=i: loc(p).__setitem__(slice(i, i + 1), loc(p)[i].then)
                    if item.orelse:
                        yield lambda p, loc=locate, i=i: loc(p).__setitem__(slice(i, i + 1), loc(p)[i].orelse)
                        yield lambda p, loc=locate, i=i: setattr(loc(p)[i], "orelse", None)
                if isinstance(item, For):
                    for k, pragma in enumerate(item.pragmas):
                        yield lambda p, loc=locate, i=i, k=k: loc(p)[i].pragmas.pop(k)
                        if pragma.startswith("parallel "):
                            yield lambda p, loc=locate, i=i, k=k: loc(p)[i].pragmas.__setitem__(k, "parallel")


def option_edits(program: Program) -> Iterator[Callable[[Program], None]]:
    for k in range(len(program.loopgen_args)):
        yield lambda p, k=k: p.loopgen_args.pop(k)
    for var in sorted(program.env):
        if var != "LOOPGEN_EMU_SEED":
            yield lambda p, var=var: p.env.pop(var)


def size_edits(program: Program) -> Iterator[Callable[[Program], None]]:
    for f_index, fn in enumerate(program.functions):
        for name in SIZE_NAMES:
            if name not in fn.sizes:
                continue
            value = int(fn.sizes[name])
            for smaller in sorted({1, 2, 3, value // 2}):
                if 1 <= smaller < value:
                    yield lambda p, f=f_index, name=name, v=smaller: p.functions[f].sizes.__setitem__(name, str(v))


class Reducer:
    def __init__(self, still_fails: Callable[[Program], bool], budget_s: float, log=None):
        self.still_fails = still_fails
        self.deadline = time.monotonic() + budget_s
        self.tries = 0
        self.log = log or (lambda msg: None)

    def out_of_time(self) -> bool:
        return time.monotonic() > self.deadline

    def attempt(self, candidate: Program) -> bool:
        self.tries += 1
        return self.still_fails(candidate)

    def drop_functions(self, program: Program) -> Program:
        """ddmin over the test cases."""
        chunk = max(1, len(program.functions) // 2)
        while len(program.functions) > 1 and not self.out_of_time():
            reduced = False
            for start in range(0, len(program.functions), chunk):
                candidate = program.copy()
                del candidate.functions[start:start + chunk]
                if candidate.functions and self.attempt(candidate):
                    program, reduced = candidate, True
                    break
            if not reduced:
                if chunk == 1:
                    break
                chunk = max(1, chunk // 2)
        return program

    def apply_first(self, program: Program, edits, start: int) -> (Program, int):
        """The program after the first edit from the start-th on that keeps
        it failing, and that edit's position (-1 when none does)."""
        for position, edit in enumerate(edits(program)):
            if position < start:
                continue
            if self.out_of_time():
                return program, -1
            candidate = program.copy()
            edit(candidate)
            if self.attempt(candidate):
                return candidate, position
        return program, -1

    def reduce(self, program: Program) -> Program:
        program = self.drop_functions(program)
        progress = True
        while progress and not self.out_of_time():
            progress = False
            for edits in (option_edits, body_edits, size_edits):
                position = 0
                while True:        # edits before `position` failed: the next pass retries them
                    program, position = self.apply_first(program, edits, position)
                    if position < 0:
                        break
                    progress = True
                    self.log(f"reduced ({self.tries} tries)")
        return program


def count_statements(program: Program) -> int:
    return sum(1 for fn in program.functions for items in containers(fn.body) for _ in items)
