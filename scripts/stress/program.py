"""The structure of a generated test program, and its rendering to C++.

A Program is a translation unit made of independent test cases, each one an
offloaded Function with the helper functions it calls. Statements are kept as
a small tree (plain statements, for loops, if/else) rather than as text, so
that the reducer can drop or unwrap any part of it and render the rest.
Expressions are plain strings: the generator builds them once, the reducer
never edits them.
"""

import copy
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

INDENT = "  "


@dataclass
class Stmt:
    """One line of C++ (an assignment, a declaration, a call).

    `essential` statements are never removed by the reducer on their own:
    removing them would make the program read memory it never initialized.
    """
    text: str
    essential: bool = False


@dataclass
class For:
    """A for loop: `header` is everything between the parentheses."""
    header: str
    body: List[object]
    pragmas: List[str] = field(default_factory=list)
    essential: bool = False
    trips: str = ""               # the size name or constant bounding its trip count


@dataclass
class If:
    cond: str
    then: List[object]
    orelse: Optional[List[object]] = None
    essential: bool = False       # a guard: never unwrapped (its body needs it to stay in bounds)


@dataclass
class Function:
    """One test case: an offloaded function and the helpers it calls."""
    name: str
    signature: str                 # "void f0(int n, float *a)"
    pragmas: List[str]             # '#pragma loopgen ...' lines, without '#pragma loopgen '
    body: List[object]
    helpers: List[Tuple[str, str]] = field(default_factory=list)  # (name, definition)
    sizes: Dict[str, str] = field(default_factory=dict)           # validate() values


@dataclass
class Program:
    functions: List[Function]
    loopgen_args: List[str] = field(default_factory=list)
    env: Dict[str, str] = field(default_factory=dict)
    includes: Tuple[str, ...] = ("<algorithm>", "<cmath>", "<cstddef>", "<vector>")

    def copy(self) -> "Program":
        return copy.deepcopy(self)


def render_block(items, depth, out):
    """Appends the C++ lines of a statement list to `out`."""
    pad = INDENT * depth
    for item in items:
        if isinstance(item, Stmt):
            out.append(pad + item.text)
        elif isinstance(item, For):
            for pragma in item.pragmas:
                out.append(pad + "#pragma loopgen " + pragma)
            out.append(pad + "for (" + item.header + ") {")
            render_block(item.body, depth + 1, out)
            out.append(pad + "}")
        elif isinstance(item, If):
            out.append(pad + "if (" + item.cond + ") {")
            render_block(item.then, depth + 1, out)
            if item.orelse:
                out.append(pad + "} else {")
                render_block(item.orelse, depth + 1, out)
            out.append(pad + "}")
        else:
            raise TypeError(item)


def render_validate(fn: Function) -> List[str]:
    """The pragmas with the validate() clause rebuilt from `fn.sizes`."""
    lines = []
    for pragma in fn.pragmas:
        if pragma.startswith("validate"):
            values = ", ".join(f"{k} = {v}" for k, v in fn.sizes.items())
            pragma = f"validate({values})" + pragma[pragma.index(")") + 1:]
        lines.append("#pragma loopgen " + pragma)
    return lines


def render_function(fn: Function, out: List[str]):
    body: List[str] = []
    render_block(fn.body, 1, body)
    text = "\n".join(body)
    for name, definition in fn.helpers:
        if name + "(" in text:             # helpers the reducer left unused go
            out.extend(definition.splitlines())
    out.extend(render_validate(fn))
    out.append(fn.signature + " {")
    out.extend(body)
    out.append("}")


def render(program: Program) -> Tuple[str, List[Tuple[str, int, int]]]:
    """The C++ text and, per function, the (name, first, last) lines it spans
    (its helpers included; 1-based, inclusive)."""
    out = [f"// loopgen-stress program; loopgen options: {' '.join(program.loopgen_args) or '(none)'}"]
    if program.env:
        out.append("// environment: " + " ".join(f"{k}={v}" for k, v in sorted(program.env.items())))
    out.extend("#include " + inc for inc in program.includes)
    spans = []
    for fn in program.functions:
        out.append("")
        first = len(out) + 1
        render_function(fn, out)
        spans.append((fn.name, first, len(out)))
    return "\n".join(out) + "\n", spans
