"""Random annotated C++ test cases for loopgen, free of undefined behaviour.

Each test case is one offloaded function (with its helpers). What keeps the
original program well defined, for every positive value of its sizes:

* Subscripts.  Every loop index carries the range its values stay in,
  [lo, D - 1 - hi] for a size D; a subscript of a dimension of extent D is
  that index plus an offset that stays inside it, or a non-negative value
  taken modulo D, or clamped with std::min, or a constant in [0, D), or an
  access beyond the range under an `if` that guards it (a guard the reducer
  never unwraps).
* Integers.  All integer values are non-negative (no subtraction) and
  small: a value read back from an array or scalar the function writes is
  masked (`& 255`) except for at most one "carried" read per assignment,
  which is only added to small terms.  With at most MAX_WORK iterations in
  a function, nothing reaches 2^31.  `unsigned` functions wrap, legally.
* Floating point.  All values are non-negative (inputs are in [0, 1)),
  written values read back are clamped (`std::min(x, 4.0f)`) except the one
  carried read, products in reductions stay near 1, divisors are >= 1: no
  overflow, no NaN, no catastrophic cancellation, so the default tolerance
  applies.
* Locals are initialized where declared (local C arrays by an essential
  loop, as loopgen takes no array initializers).

Nothing avoids constructs loopgen might get wrong: `parallel` claims are
made at random, true or false, and loopgen must reject the false ones or
run them correctly.
"""

import random
from dataclasses import dataclass, field
from typing import Dict, List, Optional

from .program import For, Function, If, Program, Stmt

SIZE_VALUES = [1, 2, 3, 4, 5, 7, 8, 13, 16, 17, 31, 32, 33, 37, 48, 63, 64, 65, 70]
CONST_EXTENTS = [1, 3, 5, 8, 16, 24, 33]
MAX_WORK = {"float": 40000, "double": 60000, "int": 100000, "unsigned": 100000}
LOOPGEN_OPTIONS = ["--no-coalescing", "--no-promotion", "--no-tiling", "--no-auto-unroll",
                   "--transpose=always", "--strict-fp", "--no-auto-parallel"]


@dataclass
class TypeInfo:
    name: str
    is_int: bool

    def lit(self, value) -> str:
        if self.name == "float":
            return f"{float(value)!r}f"
        if self.name == "double":
            return f"{float(value)!r}"
        if self.name == "unsigned":
            return f"{int(value)}u"
        return str(int(value))

    def clamp(self, text: str) -> str:
        """A read of a value the function writes, made small."""
        if self.is_int:
            return f"({text} & {self.lit(255)})"
        return f"std::min({text}, {self.lit(4.0)})"

    def from_index(self, index: str) -> str:
        # Cast even to int: an index may be long or size_t, and std::min of
        # it and an int would not compile.
        return f"({self.name}){index}"


TYPES = {name: TypeInfo(name, name in ("int", "unsigned"))
         for name in ("float", "double", "int", "unsigned")}


@dataclass
class Dim:
    expr: str      # the size's name, or a literal extent
    value: int     # its value in validate()


@dataclass
class Index:
    name: str
    dim: Dim
    lo: int        # the index stays in [lo, dim - 1 - hi]
    hi: int


@dataclass
class Sub:
    """A subscript; `index`/`offset` set when it is index + offset."""
    text: str
    index: Optional[Index] = None
    offset: int = 0


@dataclass
class Array:
    name: str
    ctype: str
    dims: List[Dim]
    kind: str            # ptr, vec, vec2, carr, local, localvec
    written: bool = False
    flat_shape: bool = False   # array(A[n * m]) rather than array(A[n][m])

    def ref(self, subs: List[Sub]) -> str:
        if self.kind in ("ptr", "vec") and len(subs) > 1:
            flat = subs[0].text
            for dim, sub in zip(self.dims[1:], subs[1:]):
                flat = f"{flat if flat.isidentifier() else '(' + flat + ')'} * {dim.expr} + {sub.text}"
            return f"{self.name}[{flat}]"
        return self.name + "".join(f"[{s.text}]" for s in subs)

    def shape(self) -> str:
        if self.flat_shape:
            return f"{self.name}[{' * '.join(d.expr for d in self.dims)}]"
        return self.name + "".join(f"[{d.expr}]" for d in self.dims)


@dataclass
class Reduction:
    var: str
    kind: str        # +, *, min, max, count, and, or, bitor, xor
    ctype: str
    used: bool = False


REDUCTION_OPS = {"+": "+", "*": "*", "min": "min", "max": "max", "count": "+",
                 "and": "&&", "or": "||", "bitor": "|", "xor": "^"}


@dataclass
class Scope:
    indices: List[Index] = field(default_factory=list)
    reductions: List[Reduction] = field(default_factory=list)
    temps: List[str] = field(default_factory=list)        # private scalars of type T
    locals: List[Array] = field(default_factory=list)    # local temporary arrays

    def child(self) -> "Scope":
        return Scope(list(self.indices), list(self.reductions), list(self.temps), list(self.locals))


class FunctionGenerator:
    """Builds one offloaded function; `rng` alone decides everything."""

    def __init__(self, rng: random.Random, name: str):
        self.rng = rng
        self.name = name
        self.T = TYPES[rng.choice(["float", "float", "double", "int", "unsigned"])]
        self.counter = 0
        self.helpers = []            # (name, definition, kind) kind: expr, stmt, acc
        self.dims: Dict[str, Dim] = {}
        self.inputs: List[Array] = []
        self.outputs: List[Array] = []
        self.idx: Optional[Array] = None
        self.results: List[str] = []     # values stored into r[] at the end
        self.result_array: Optional[Array] = None
        self.has_steps = False
        self.extra_arrays: List[Array] = []   # arrays of another type than T (histograms)

    # ----------------------------------------------------------------- names
    def fresh(self, stem: str) -> str:
        self.counter += 1
        return f"{stem}{self.counter}"

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    # ----------------------------------------------------------- the arrays
    def pick_dims(self, count: int, allow_const: bool) -> List[Dim]:
        pool = list(self.dims.values())
        dims = []
        for _ in range(count):
            if allow_const and self.chance(0.25):
                value = self.rng.choice(CONST_EXTENTS)
                dims.append(Dim(str(value), value))
            else:
                dims.append(self.rng.choice(pool))
        return dims

    def make_array(self, name: str, written: bool, rank: int) -> Array:
        kind = self.rng.choice(["ptr", "ptr", "vec", "vec2", "carr"])
        if kind == "vec2" and rank != 2:
            kind = "vec"
        dims = self.pick_dims(rank, allow_const=(kind == "carr"))
        if kind == "carr":
            # C arrays need constant extents, but the first may be given by array().
            dims = [d if not d.expr.isidentifier() or i == 0 else Dim(str(c), c)
                    for i, (d, c) in enumerate(zip(dims, (self.rng.choice(CONST_EXTENTS) for _ in dims)))]
        flat = kind in ("ptr", "vec") and rank > 1 and self.chance(0.3)
        return Array(name, self.T.name, dims, kind, written, flat)

    def param_decl(self, a: Array) -> str:
        const = "" if a.written else "const "
        if a.kind == "ptr":
            return f"{const}{a.ctype} *{a.name}"
        if a.kind == "vec":
            return f"{const}std::vector<{a.ctype}> &{a.name}"
        if a.kind == "vec2":
            return f"{const}std::vector<std::vector<{a.ctype}>> &{a.name}"
        first = "" if a.dims[0].expr.isidentifier() else a.dims[0].expr
        return f"{const}{a.ctype} {a.name}[{first}]" + "".join(f"[{d.expr}]" for d in a.dims[1:])

    def needs_shape(self, a: Array) -> bool:
        return a.kind != "carr" or a.dims[0].expr.isidentifier()

    def loop_dims(self) -> List[Dim]:
        """The sizes loops run over: the size parameters, and the constant
        extents of C arrays (so that those are indexed directly too)."""
        dims = list(self.dims.values())
        for a in self.inputs + self.outputs:
            dims += [d for d in a.dims if d.expr not in [x.expr for x in dims]]
        return dims

    # ------------------------------------------------------------ subscripts
    def subscript(self, dim: Dim, scope: Scope, direct_bias=0.75) -> Sub:
        """A subscript in [0, dim); mostly affine when direct_bias is high."""
        rng = self.rng
        matching = [ix for ix in scope.indices if ix.dim.expr == dim.expr]
        if matching and rng.random() < direct_bias:
            ix = rng.choice(matching[-2:])
            offset = rng.choice([0, 0, 0, 0, -1, 1, -2, 2])
            offset = max(-ix.lo, min(ix.hi, offset))
            return Sub(offset_text(ix.name, offset), ix, offset)
        choice = rng.randrange(8)
        if direct_bias > 0.8 and rng.random() < 0.7:      # written: keep it affine
            choice = rng.choice([5, 6, 7])
        if scope.indices and choice < 2:
            ix = rng.choice(scope.indices)
            return Sub(f"({ix.name} + {rng.randrange(4)}) % {dim.expr}")
        if len(scope.indices) >= 2 and choice == 2:
            a, b = rng.sample(scope.indices, 2)
            return Sub(f"({a.name} * {b.name} + {rng.randrange(3)}) % {dim.expr}")
        if scope.indices and choice == 3:
            ix = rng.choice(scope.indices)
            # As an int: a long or unsigned index and an int extent would
            # deduce conflicting types (the case would not compile).
            return Sub(f"std::min((int){ix.name}, {dim.expr} - 1)")
        if scope.indices and choice == 4 and self.idx is not None:
            ix = rng.choice(scope.indices)
            inner = self.idx_read(scope)
            return Sub(f"({inner} + {ix.name}) % {dim.expr}")
        if matching and choice == 5:
            ix = rng.choice(matching)
            return Sub(offset_text(f"{dim.expr} - 1 - {ix.name}", ix.lo) if ix.lo else f"{dim.expr} - 1 - {ix.name}")
        if choice == 6:
            return Sub("0")
        return Sub(f"{dim.expr} - 1")

    def subs_for(self, a: Array, scope: Scope, direct_bias=0.75) -> List[Sub]:
        return [self.subscript(d, scope, direct_bias) for d in a.dims]

    def idx_read(self, scope: Scope) -> str:
        """A read of the integer index array: a value in [0, 16)."""
        return self.idx.ref(self.subs_for(self.idx, scope))

    # ------------------------------------------------------------ expressions
    def leaf(self, scope: Scope) -> str:
        rng, T = self.rng, self.T
        while True:
            choice = rng.randrange(10)
            if choice < 4 and self.inputs:
                a = rng.choice(self.inputs)
                return a.ref(self.subs_for(a, scope))
            if choice == 4:
                return "alpha" if not T.is_int else "k"
            if choice == 5:
                return T.lit(rng.choice([0.5, 1, 2, 3, 0.25]) if not T.is_int else rng.randrange(1, 9))
            if choice == 6 and scope.indices:
                return T.from_index(rng.choice(scope.indices).name)
            if choice == 7 and self.outputs:
                a = rng.choice(self.outputs)
                return T.clamp(a.ref(self.subs_for(a, scope)))
            if choice == 8 and scope.temps:
                return T.clamp(rng.choice(scope.temps))
            if choice == 9 and scope.locals:
                a = rng.choice(scope.locals)
                return T.clamp(a.ref(self.subs_for(a, scope)))

    def condition(self, scope: Scope) -> str:
        rng, T = self.rng, self.T
        choice = rng.randrange(6)
        if choice == 0 and scope.indices:
            ix = rng.choice(scope.indices)
            return f"{ix.name} % {rng.choice([2, 3, 4])} == {rng.randrange(2)}"
        if choice == 1 and len(scope.indices) >= 2:
            a, b = rng.sample(scope.indices, 2)
            return f"{a.name} {rng.choice(['<', '<=', '>', '!='])} {b.name}"
        if choice == 2 and self.idx is not None:
            return f"{self.idx_read(scope)} > {rng.randrange(3, 12)}"
        if choice == 3:
            return f"{self.condition(scope)} {rng.choice(['&&', '||'])} {self.condition(scope)}"
        threshold = T.lit(rng.choice([0.25, 0.5, 0.75]) if not T.is_int else rng.randrange(2, 14))
        return f"{self.leaf(scope)} {rng.choice(['<', '>', '>=', '<='])} {threshold}"

    def small_expr(self, scope: Scope) -> str:
        """At most two leaves and no product: an increment that keeps sums small."""
        rng, T = self.rng, self.T
        if rng.random() < 0.5:
            return self.leaf(scope)
        if T.is_int:
            return f"({self.leaf(scope)} {rng.choice(['+', '^', '|'])} {self.leaf(scope)})"
        return f"({self.leaf(scope)} {rng.choice(['+', '*'])} {self.leaf(scope)})"

    def term(self, scope: Scope) -> str:
        """A bounded expression of one or two leaves."""
        rng, T = self.rng, self.T
        a, b = self.leaf(scope), self.leaf(scope)
        choice = rng.randrange(11)
        if choice == 0:
            return a
        if choice == 1:
            return f"{a} * {b}"
        if choice == 2:
            return f"({self.condition(scope)} ? {a} : {b})"
        if choice == 3:
            return f"{self.expr_helper()}({a}, {b})"
        if choice == 4:
            return f"std::{rng.choice(['min', 'max'])}({a}, {b})"
        if choice == 5:
            return f"{a} / ({T.lit(1)} + {b})"
        if T.is_int:
            op = rng.choice(["+", "^", "|", "&", "%"])
            if op == "%":
                return f"{a} % {T.lit(rng.randrange(2, 9))}"
            return f"({a} {op} {b})"
        if choice == 6:
            return f"std::sqrt({a})"
        if choice == 7:
            return f"{rng.choice(['fmin', 'fmax', 'std::fmin', 'std::fmax'])}({a}, {b})"
        if choice == 8:
            return f"std::fabs({a} - {b})"
        if choice == 9:
            return f"std::exp(-{a})"
        return f"{a} + {b}"

    def bounded_expr(self, scope: Scope) -> str:
        terms = [self.term(scope) for _ in range(self.rng.choice([1, 1, 2, 3]))]
        return " + ".join(terms)

    # ---------------------------------------------------------------- helpers
    def expr_helper(self) -> str:
        existing = [h for h in self.helpers if h[2] == "expr"]
        if existing and self.chance(0.6):
            return self.rng.choice(existing)[0]
        T = self.T.name
        name = f"{self.name}_h{len(self.helpers)}"
        body = self.rng.choice(["a * b + a", "a + b", "std::max(a, b) * {half}", "a > b ? a : b + {one}"])
        body = body.format(half=self.T.lit(0.5) if not self.T.is_int else "2", one=self.T.lit(1))
        if self.T.is_int and "*" in body:
            body = "(a & 255) * (b & 255)"
        self.helpers.append((name, f"static {T} {name}({T} a, {T} b) {{ return {body}; }}", "expr"))
        return name

    def block_helper(self) -> str:
        """A helper of several statements: only the whole right-hand side of an assignment."""
        T, lit = self.T.name, self.T.lit
        name = f"{self.name}_h{len(self.helpers)}"
        mix = "(t & 255) * (b & 255)" if self.T.is_int else "t * b"
        definition = (f"static {T} {name}({T} a, {T} b) {{\n  {T} t = a + {lit(1)};\n"
                      f"  if (b > a)\n    t = {mix};\n  return t;\n}}")
        self.helpers.append((name, definition, "block"))
        return name

    def acc_helper(self) -> str:
        """A helper that accumulates into a reference: a statement of its own."""
        existing = [h for h in self.helpers if h[2] == "acc"]
        if existing:
            return existing[0][0]
        T = self.T.name
        name = f"{self.name}_acc{len(self.helpers)}"
        self.helpers.append((name, f"static void {name}({T} &s, {T} x) {{ s += x; }}", "acc"))
        return name

    # -------------------------------------------------------------- statements
    def carried(self, target: Array, subs: List[Sub], scope: Scope) -> Optional[str]:
        """A read of a written array, often the target one element away
        (the loop-carried dependences), unclamped."""
        rng = self.rng
        shifted = [i for i, s in enumerate(subs) if s.index is not None]
        if shifted and rng.random() < 0.6:
            pos = rng.choice(shifted)
            s = subs[pos]
            ix = s.index
            options = [c for c in (-2, -1, 1, 2) if -ix.lo <= s.offset + c <= ix.hi]
            if options:
                off = s.offset + rng.choice(options)
                new = list(subs)
                new[pos] = Sub(offset_text(ix.name, off), ix, off)
                return target.ref(new)
            return target.ref(subs)
        a = rng.choice(self.outputs)
        return a.ref(self.subs_for(a, scope))

    def assignment(self, scope: Scope) -> List[object]:
        """An assignment to an element of a written array (perhaps guarded)."""
        rng, T = self.rng, self.T
        target = rng.choice(self.outputs)
        subs = self.subs_for(target, scope, direct_bias=0.85)
        guard = None
        direct = [i for i, s in enumerate(subs) if s.index is not None]
        if direct and self.chance(0.12):
            pos = rng.choice(direct)
            ix = subs[pos].index
            off = rng.choice([ix.hi + 1, -ix.lo - 1])
            subs[pos] = Sub(offset_text(ix.name, off), ix, off)
            guard = (f"{offset_text(ix.name, off)} < {target.dims[pos].expr}" if off > 0
                     else f"{ix.name} >= {-off}")
        lhs = target.ref(subs)
        form = rng.randrange(10)
        if form < 3:
            text = f"{lhs} = {self.bounded_expr(scope)};"
        elif form < 6:
            carry = self.carried(target, subs, scope)
            text = self.carry_assignment(lhs, carry, scope)
        elif form == 6:
            text = f"{lhs} = {self.block_helper()}({self.leaf(scope)}, {self.leaf(scope)});"
        elif form == 7 and not T.is_int:
            text = f"{lhs} *= {T.lit(0.5)} + {T.lit(0.5)} * {self.input_leaf(scope)};"
        elif form == 8 and not T.is_int and self.chance(0.5):
            two = self.carried(target, subs, scope)
            text = f"{lhs} = ({self.carried(target, subs, scope)} + {two}) * {T.lit(0.5)};"
        else:
            op = rng.choice(["+=", "|=", "^="]) if T.is_int else "+="
            text = f"{lhs} {op} {self.small_expr(scope)};"
        stmt = Stmt(text)
        if guard:
            return [If(guard, [stmt], essential=True)]
        return [stmt]

    def carry_assignment(self, lhs: str, carry: str, scope: Scope) -> str:
        rng, T = self.rng, self.T
        if T.is_int:
            if rng.random() < 0.2:
                return f"{lhs} = {carry} / 2 + {self.small_expr(scope)} / 2;"
            return f"{lhs} = {carry} + {self.small_expr(scope)};"
        form = rng.randrange(3)
        if form == 0:
            return f"{lhs} = {T.lit(0.5)} * {carry} + {self.bounded_expr(scope)};"
        if form == 1:
            return f"{lhs} = {carry} * ({T.lit(0.5)} + {T.lit(0.5)} * {self.input_leaf(scope)});"
        return f"{lhs} = {carry} + {self.small_expr(scope)};"

    def input_leaf(self, scope: Scope) -> str:
        """A value in [0, 1) (floating point): an input element, else a constant."""
        if self.inputs:
            a = self.rng.choice(self.inputs)
            return a.ref(self.subs_for(a, scope))
        return self.T.lit(0.5)

    def reduction_update(self, red: Reduction, scope: Scope) -> List[object]:
        rng, T = self.rng, self.T
        red.used = True
        v, e = red.var, self.small_expr(scope)
        if red.kind == "+":
            form = rng.randrange(4)
            if form == 0:
                return [Stmt(f"{v} = {v} + {e};")]
            if form == 1 and red.ctype == T.name:
                return [Stmt(f"{self.acc_helper()}({v}, {e});")]
            return [Stmt(f"{v} += {e};")]
        if red.kind == "*":
            if T.is_int:
                return [Stmt(f"{v} *= ({e}) | 1u;")]
            return [Stmt(f"{v} *= {T.lit(0.9995)} + {T.lit(0.001)} * {self.input_leaf(scope)};")]
        if red.kind in ("min", "max"):
            return [self.minmax_update(red, e)]
        if red.kind == "count":
            cond = self.condition(scope)
            return [rng.choice([If(cond, [Stmt(f"{v}++;")]), Stmt(f"{v} += {cond} ? 1 : 0;"),
                                If(cond, [Stmt(f"{v} += 1;")])])]
        if red.kind in ("and", "or"):
            op = "&&" if red.kind == "and" else "||"
            return [Stmt(f"{v} = {v} {op} {self.condition(scope)};")]
        if red.kind == "bitor":
            return [Stmt(f"{v} |= ({e}) & {T.lit(4095)};")]
        return [Stmt(f"{v} ^= {e};")]

    def minmax_update(self, red: Reduction, e: str) -> object:
        rng, T, v = self.rng, self.T, red.var
        less = red.kind == "min"
        form = rng.randrange(5)
        if form == 0:
            return Stmt(f"{v} = std::{red.kind}({v}, {e});")
        if form == 1 and not T.is_int:
            return Stmt(f"{v} = {'fmin' if less else 'fmax'}({e}, {v});")
        if form == 2:
            return Stmt(f"{v} = {v} {'<' if less else '>'} ({e}) ? {v} : {e};")
        return If(f"({e}) {'<' if less else '>'} {v}", [Stmt(f"{v} = {e};")]) if form == 3 \
            else If(f"{v} {'>' if less else '<'} {e}", [Stmt(f"{v} = {e};")])

    def new_reduction(self) -> (Reduction, Stmt):
        rng, T = self.rng, self.T
        kinds = ["+", "+", "min", "max", "count", "and", "or", "*"]
        if T.is_int:
            kinds += ["bitor", "xor"]
        if T.name == "int":
            kinds.remove("*")
        kind = rng.choice(kinds)
        var = self.fresh({"count": "cnt", "and": "all", "or": "any"}.get(kind, "s"))
        if kind == "count":
            return Reduction(var, kind, "int"), Stmt(f"int {var} = 0;")
        if kind in ("and", "or"):
            ctype = rng.choice(["bool", "int"])
            init = ("true" if kind == "and" else "false") if ctype == "bool" else ("1" if kind == "and" else "0")
            return Reduction(var, kind, ctype), Stmt(f"{ctype} {var} = {init};")
        init = {"+": T.lit(0), "*": T.lit(1), "max": T.lit(0), "bitor": T.lit(0), "xor": T.lit(0),
                "min": T.lit(1000000 if T.is_int else 1e30)}[kind]
        if kind in ("min", "max") and self.inputs and rng.random() < 0.3:
            a = rng.choice(self.inputs)
            init = a.ref([Sub("0") for _ in a.dims])
        return Reduction(var, kind, T.name), Stmt(f"{T.name} {var} = {init};")

    def as_value(self, red: Reduction) -> str:
        """The reduction's result as a value of type T."""
        if red.ctype == self.T.name:
            return red.var
        return f"({red.var} ? {self.T.lit(1)} : {self.T.lit(0)})" if red.ctype == "bool" \
            else f"({self.T.name}){red.var}"

    # ------------------------------------------------------------------ loops
    def loop_header(self, scope: Scope) -> (str, Index, str):
        """A for header, the index it declares and the size bounding its trips."""
        rng = self.rng
        name = self.fresh("i")
        outer = scope.indices
        form = rng.randrange(12)
        if outer and form < 2:                     # triangular
            o = rng.choice(outer)
            if form == 0:
                return f"int {name} = 0; {name} <= {o.name}; ++{name}", Index(name, o.dim, 0, o.hi), o.dim.expr
            return f"int {name} = {o.name}; {name} < {o.dim.expr}; {name}++", Index(name, o.dim, o.lo, 0), o.dim.expr
        dim = rng.choice(self.loop_dims() + [l.dims[0] for l in scope.locals])
        if rng.random() < 0.7:       # mostly a dimension of a written array not yet indexed
            target = rng.choice(self.outputs)
            free = [d for d in target.dims if d.expr not in [ix.dim.expr for ix in outer]]
            if free:
                dim = free[0]
        if outer and form == 2:                    # non-affine bound
            o = rng.choice(outer)
            bound = rng.choice([f"({o.name} * {o.name} + 1) % {dim.expr}",
                                f"std::min((int){o.name} + 3, {dim.expr})",
                                (f"{self.idx_read(scope)} % {dim.expr}" if self.idx else f"{o.name} % {dim.expr}")])
            return f"int {name} = 0; {name} < {bound}; ++{name}", Index(name, dim, 0, 0), dim.expr
        lo, hi = rng.choice([0, 0, 0, 1, 2]), rng.choice([0, 0, 0, 1, 2])
        upper = f"{dim.expr} - {hi}" if hi else dim.expr
        if form == 3:
            return f"int {name} = {lo}; {name} < {upper}; {name} += 2", Index(name, dim, lo, hi), dim.expr
        if form == 4:
            start = f"{dim.expr} - {hi + 1}"
            # Unsigned indices counting down now and then, where they stop
            # above 0 or in the idiom `i-- > 0` (threads past the end of
            # such a loop once wrapped around to huge indices).
            if not hi and rng.random() < 0.3:
                ty = rng.choice(["size_t", "unsigned"])
                if lo == 0:
                    return f"{ty} {name} = {dim.expr}; {name}-- > 0;", Index(name, dim, 0, 0), dim.expr
                return f"{ty} {name} = {start}; {name} >= {lo}; --{name}", Index(name, dim, lo, 0), dim.expr
            return f"int {name} = {start}; {name} >= {lo}; --{name}", Index(name, dim, lo, hi), dim.expr
        if form == 5:
            return f"int {name} = {lo}; {name} <= {dim.expr} - {hi + 1}; ++{name}", Index(name, dim, lo, hi), dim.expr
        # Indices of other integer types now and then: a 64-bit unsigned one
        # only where the bound cannot go negative (it would wrap).
        ty = rng.choice(["int"] * 8 + ["long"] + (["size_t"] if not hi else ["int"]))
        return f"{ty} {name} = {lo}; {name} < {upper}; ++{name}", Index(name, dim, lo, hi), dim.expr

    def loop_pragmas(self, reductions: List[Reduction]) -> List[str]:
        rng = self.rng
        r = rng.random()
        if r < 0.62:
            return []
        if r < 0.72:
            pragma = "parallel"
        elif r < 0.8:
            pragma = f"parallel unroll({rng.choice([2, 3, 4, 8])})"
        elif r < 0.83:
            pragma = f"parallel unroll({rng.choice([2, 4])}, {rng.choice([2, 4])})"
        elif r < 0.88:
            return ["sequential"]
        elif r < 0.92:
            pragma = f"parallel {rng.choice(['tile', 'notile', 'tile(8)'])}"
        else:
            pragma = "parallel"
            if reductions:
                red = rng.choice(reductions)
                op = REDUCTION_OPS[red.kind] if rng.random() < 0.85 else rng.choice(list(REDUCTION_OPS.values()))
                pragma += f" reduction({op}: {red.var})"
        return [pragma]

    def loop(self, scope: Scope, depth_left: int, preset_first=None) -> For:
        header, index, trips = self.loop_header(scope)
        inner = scope.child()
        inner.indices.append(index)
        body = []
        if preset_first:
            body.extend(preset_first(inner))
        body.extend(self.body(inner, depth_left - 1))
        return For(header, body, self.loop_pragmas(scope.reductions), trips=trips)

    def body(self, scope: Scope, depth_left: int) -> List[object]:
        rng = self.rng
        items: List[object] = []
        for _ in range(rng.choice([1, 1, 2, 2, 3])):
            r = rng.random()
            if depth_left > 0 and r < 0.3:
                items.append(self.loop(scope, depth_left))
            elif depth_left > 0 and r < 0.42:
                items.extend(self.reduction_group(scope, depth_left))
            elif depth_left > 0 and r < 0.5:
                items.extend(self.temp_group(scope, depth_left))
            elif depth_left > 0 and r < 0.55:
                items.extend(self.local_array_group(scope, depth_left))
            elif r < 0.65:
                then = self.simple_items(scope)
                orelse = self.simple_items(scope) if rng.random() < 0.5 else None
                items.append(If(self.condition(scope), then, orelse))
            elif r < 0.75 and scope.reductions:
                items.extend(self.reduction_update(rng.choice(scope.reductions), scope))
            else:
                items.extend(self.assignment(scope))
        return items

    def simple_items(self, scope: Scope) -> List[object]:
        if scope.reductions and self.chance(0.3):
            return self.reduction_update(self.rng.choice(scope.reductions), scope)
        return self.assignment(scope)

    def reduction_group(self, scope: Scope, depth_left: int) -> List[object]:
        """A scalar declared, reduced over a loop, then stored."""
        red, decl = self.new_reduction()
        inner = scope.child()
        inner.reductions.append(red)
        loop = self.loop(inner, depth_left)
        if not red.used:
            loop.body.extend(self.reduction_update(red, inner))   # never leave it unused
        if red.kind != "count" and self.chance(0.1) and loop.pragmas == []:
            loop.pragmas = [f"parallel reduction({REDUCTION_OPS[red.kind]}: {red.var})"]
        return [decl, loop] + self.store_result(red, scope)

    def store_result(self, red: Reduction, scope: Scope) -> List[object]:
        value = self.as_value(red)
        if not scope.indices:
            self.results.append(value)
            return []
        target = self.rng.choice(self.outputs)
        lhs = target.ref(self.subs_for(target, scope, direct_bias=0.9))
        if self.T.is_int:
            value = f"({value}) & {self.T.lit(65535)}" if self.T.name == "int" else value
        op = "=" if self.rng.random() < 0.7 or self.T.is_int else "+="
        if op == "+=" and red.kind == "*":
            op = "="
        return [Stmt(f"{lhs} {op} {value};")]

    def temp_group(self, scope: Scope, depth_left: int) -> List[object]:
        """A scalar temporary declared before a loop and set at the start of
        each iteration (privatizable), now and then read before it is set."""
        T = self.T
        var = self.fresh("t")
        decl = Stmt(f"{T.name} {var} = {T.lit(0)};")

        def first(inner: Scope):
            items = [Stmt(f"{var} = {self.bounded_expr(inner)};")]
            inner.temps.append(var)
            if self.chance(0.15):           # read before it is set: a real dependence
                out = self.rng.choice(self.outputs)
                items.insert(0, Stmt(f"{out.ref(self.subs_for(out, inner, 0.9))} += {T.clamp(var)};"))
            return items

        loop = self.loop(scope, depth_left, preset_first=first)
        if self.chance(0.15) and not loop.pragmas:
            loop.pragmas = [f"parallel private({var})"]
        return [decl, loop]

    def local_array_group(self, scope: Scope, depth_left: int) -> List[object]:
        """A local array filled at the start of each iteration, then read."""
        T = self.T
        name = self.fresh("tmp")
        if self.chance(0.5):
            extent = self.rng.choice([4, 8, 16])
            arr = Array(name, T.name, [Dim(str(extent), extent)], "local", written=True)
            z = self.fresh("z")
            decls = [Stmt(f"{T.name} {name}[{extent}];", essential=True),
                     For(f"int {z} = 0; {z} < {extent}; ++{z}", [Stmt(f"{name}[{z}] = {T.lit(0)};")],
                         essential=True, trips=str(extent))]
        else:
            dim = self.rng.choice(list(self.dims.values()))
            arr = Array(name, T.name, [dim], "localvec", written=True)
            decls = [Stmt(f"std::vector<{T.name}> {name}({dim.expr});")]

        def first(inner: Scope):
            q = self.fresh("q")
            qi = Index(q, arr.dims[0], 0, 0)
            fill_scope = inner.child()
            fill_scope.indices.append(qi)
            fill = For(f"int {q} = 0; {q} < {arr.dims[0].expr}; ++{q}",
                       [Stmt(f"{name}[{q}] = {self.bounded_expr(fill_scope)};")],
                       self.loop_pragmas([]) if self.chance(0.3) else [], trips=arr.dims[0].expr)
            inner.locals.append(arr)
            out = self.rng.choice(self.outputs)
            use = Stmt(f"{out.ref(self.subs_for(out, inner, 0.9))} = "
                       f"{T.clamp(arr.ref(self.subs_for(arr, inner)))} + {self.small_expr(inner)};")
            return [fill, use]

        return decls + [self.loop(scope, depth_left, preset_first=first)]

    # --------------------------------------------------------------- function
    def generate(self) -> Function:
        rng, T = self.rng, self.T
        depth = rng.choice([1, 2, 2, 2, 3, 3, 4])
        for name in ["n", "m", "p"][: rng.choice([1, 2, 2, 3])]:
            self.dims[name] = Dim(name, rng.choice(SIZE_VALUES))
        for i in range(rng.choice([1, 2, 2, 3])):
            self.inputs.append(self.make_array("bcd"[i], False, rng.choice([1, 1, 2, 2, 3])))
        for i in range(rng.choice([1, 1, 2, 2, 3])):
            self.outputs.append(self.make_array("awu"[i], True, rng.choice([1, 1, 2, 2, 3])))
        if rng.random() < 0.4:
            self.idx = Array("idx", "int", [rng.choice(list(self.dims.values()))], "ptr")
        self.has_steps = rng.random() < 0.2

        body: List[object] = []
        for _ in range(rng.choice([1, 1, 2, 3])):
            scope = Scope()
            r = rng.random()
            if r < 0.3:
                body.extend(PatternGenerator(self).generate())
            elif r < 0.5:
                body.extend(self.reduction_group(scope, depth))
            elif r < 0.45:
                body.extend(self.temp_group(scope, depth))
            elif r < 0.52:
                body.extend(self.local_array_group(scope, depth))
            else:
                body.append(self.loop(scope, depth))
        return self.finish(body)

    def finish(self, body: List[object]) -> Function:
        rng, T = self.rng, self.T
        returns = bool(self.results) and not self.has_steps and rng.random() < 0.4
        sizes: Dict[str, str] = {name: str(d.value) for name, d in self.dims.items()}
        params = [f"int {name}" for name in self.dims]
        if self.has_steps:
            params.append("int steps")
            sizes["steps"] = str(rng.randrange(1, 4))
        if T.is_int:
            params.append(f"{T.name} k")
            sizes["k"] = str(rng.randrange(0, 10))
        else:
            params.append(f"{T.name} alpha")
            sizes["alpha"] = rng.choice(["0.5", "0.75", "1.25"])
        arrays = self.inputs + self.outputs + self.extra_arrays + ([self.idx] if self.idx else [])
        stored = self.results[1:] if returns else self.results
        if stored:
            self.result_array = Array("r", T.name, [Dim(str(len(stored)), len(stored))], "ptr", True)
            arrays.append(self.result_array)
            for i, value in enumerate(stored):
                body.append(Stmt(f"r[{i}] = {value};"))
        if self.has_steps:           # the stores stay in the scope of the reductions
            time = self.fresh("t")
            body = [For(f"int {time} = 0; {time} < steps; ++{time}", body, trips="steps")]
        if returns:
            body.append(Stmt(f"return {self.results[0]};", essential=True))
        params += [self.param_decl(a) for a in arrays]
        shapes = [a.shape() for a in arrays if self.needs_shape(a)]
        pragmas = ["offload"] + ([f"array({', '.join(shapes)})"] if shapes else []) + ["validate()"]
        signature = f"{T.name if returns else 'void'} {self.name}({', '.join(params)})"
        return Function(self.name, signature, pragmas, body,
                        [(h[0], h[1]) for h in self.helpers], sizes)


def offset_text(base: str, offset: int) -> str:
    if offset == 0:
        return base
    return f"{base} + {offset}" if offset > 0 else f"{base} - {-offset}"


def work(items, sizes: Dict[str, int]) -> int:
    """An upper bound of the statements the body runs, for the given sizes."""
    total = 0
    for item in items:
        if isinstance(item, Stmt):
            total += 1
        elif isinstance(item, For):
            trips = sizes.get(item.trips, None)
            if trips is None:
                trips = int(item.trips) if item.trips.isdigit() else 1
            total += trips * (1 + work(item.body, sizes))
        elif isinstance(item, If):
            total += 1 + work(item.then, sizes) + work(item.orelse or [], sizes)
    return total


def shrink_to_budget(fn: Function, budget: int) -> bool:
    """Lowers the largest size until the function's work fits the budget
    (emulation time, and integer sums that stay below 2^31); False if even
    size 1 does not (constant extents)."""
    while True:
        sizes = {k: int(v) for k, v in fn.sizes.items() if k in ("n", "m", "p", "steps")}
        if work(fn.body, sizes) <= budget:
            return True
        name = max((k for k in sizes if k != "steps"), key=lambda k: sizes[k], default=None)
        if name is None or sizes[name] == 1:
            return False
        smaller = [v for v in SIZE_VALUES if v < sizes[name]]
        fn.sizes[name] = str(smaller[len(smaller) // 2] if len(smaller) > 2 else smaller[-1])


def generate_function(seed: int, case: int) -> Function:
    """Test case `case` of campaign `seed` (the same whatever the batching)."""
    for attempt in range(100):
        rng = random.Random(f"loopgen-stress:{seed}:{case}:{attempt}")
        gen = FunctionGenerator(rng, f"f{case}")
        fn = gen.generate()
        if shrink_to_budget(fn, MAX_WORK[gen.T.name]):
            return fn
    raise RuntimeError(f"no test case {case} within the work budget")


def generate_program(seed: int, cases: List[int]) -> Program:
    """The test cases `cases` of campaign `seed` in one file, with the
    loopgen options and emulation settings of that file."""
    rng = random.Random(f"loopgen-stress-file:{seed}:{cases[0]}")
    args = []
    if rng.random() < 0.7:
        args.append("--force-gpu")
    if rng.random() < 0.3:
        args.append(rng.choice(LOOPGEN_OPTIONS))
    env = {"LOOPGEN_EMU_SEED": str(rng.randrange(1, 1 << 30))}
    if rng.random() < 0.3:
        env["LOOPGEN_EMU_MULTIPROCESSORS"] = str(rng.choice([1, 2, 3]))
    for var, values in (("LOOPGEN_PERSISTENT", ["0", "1"]), ("LOOPGEN_TILING", ["0", "1"]),
                        ("LOOPGEN_TWO_WAY", ["0", "1"]), ("LOOPGEN_SCAN_ROWS_BY_TILES", ["0", "1"]),
                        ("LOOPGEN_ROWS", ["1", "2", "3"])):
        if rng.random() < 0.1:
            env[var] = rng.choice(values)
    return Program([generate_function(seed, c) for c in cases], args, env)


class PatternGenerator:
    """The kernels loopgen has special code paths for, with random
    variations: scans (forward, backward, strided, running totals, counts,
    compaction), row scans, matrix products and min-plus, stencils with a
    time loop, in-place sweeps (wavefronts, and their tiles), histograms,
    two-way (row and column) reductions, records read field by field,
    column reductions. Each adds its own arrays to the
    function it is part of (`fg`)."""

    def __init__(self, fg: FunctionGenerator):
        self.fg = fg
        self.rng = fg.rng
        self.T = fg.T

    def array(self, written: bool, dims: List[Dim], ctype: Optional[str] = None) -> Array:
        fg = self.fg
        kind = self.rng.choice(["ptr", "ptr", "vec"] + (["vec2"] if len(dims) == 2 else []))
        a = Array(fg.fresh("P"), ctype or self.T.name, dims, kind, written,
                  flat_shape=kind != "vec2" and len(dims) > 1 and self.rng.random() < 0.3)
        if a.ctype != self.T.name:
            fg.extra_arrays.append(a)
        elif written:
            fg.outputs.append(a)
        else:
            fg.inputs.append(a)
        return a

    def dim(self, name: str) -> Dim:
        if name not in self.fg.dims:
            self.fg.dims[name] = Dim(name, self.rng.choice(SIZE_VALUES))
        return self.fg.dims[name]

    def pragma(self) -> List[str]:
        return self.fg.loop_pragmas([])

    def loop(self, index: str, lo: str, hi: str, body, pragmas=None, reverse=False, trips="n") -> For:
        header = (f"int {index} = {hi} - 1; {index} >= {lo}; --{index}" if reverse
                  else f"int {index} = {lo}; {index} < {hi}; ++{index}")
        return For(header, body, self.pragma() if pragmas is None else pragmas, trips=trips)

    def generate(self) -> List[object]:
        kinds = [self.scan, self.row_scan, self.product, self.stencil, self.sweep,
                 self.histogram, self.two_way, self.records, self.column_reduction]
        return self.rng.choice(kinds)()

    def value(self, text: str) -> str:
        """A small term from an input element."""
        T, rng = self.T, self.rng
        return rng.choice([text, f"{text} * {'k' if T.is_int else 'alpha'}",
                           f"({text} > {T.lit(0.5 if not T.is_int else 7)} ? {text} : {T.lit(1)})"])

    def scan(self) -> List[object]:
        T, rng, n = self.T, self.rng, self.dim("n")
        a, b = self.array(True, [n]), self.array(False, [n])
        i = self.fg.fresh("i")
        x = lambda ix: b.ref([Sub(ix)])
        form = rng.randrange(7)
        if form == 0:
            return [self.loop(i, "1", "n", [Stmt(f"{a.ref([Sub(i)])} = {a.ref([Sub(i + ' - 1')])} + {self.value(x(i))};")])]
        if form == 1:
            return [self.loop(i, "0", "n - 1", [Stmt(f"{a.ref([Sub(i)])} = {a.ref([Sub(i + ' + 1')])} + {x(i)};")],
                              reverse=True)]
        if form == 2:
            return [self.loop(i, "2", "n", [Stmt(f"{a.ref([Sub(i)])} = {a.ref([Sub(i + ' - 2')])} + {x(i)};")])]
        s = self.fg.fresh("s")
        if form == 3:
            body = [Stmt(f"{s} += {self.value(x(i))};"), Stmt(f"{a.ref([Sub(i)])} = {s};")]
            return [Stmt(f"{T.name} {s} = {T.lit(0)};"), self.loop(i, "0", "n", body, reverse=rng.random() < 0.3)]
        if form == 4:
            body = [If(f"{x(i)} > {T.lit(0.5 if not T.is_int else 7)}", [Stmt(f"{s}++;")]),
                    Stmt(f"{a.ref([Sub(i)])} = ({T.name}){s};")]
            return [Stmt(f"int {s} = 0;"), self.loop(i, "0", "n", body)]
        if form == 5:      # stream compaction: the count stays below i + 1
            body = [If(f"{x(i)} > {T.lit(0.5 if not T.is_int else 7)}",
                       [Stmt(f"{a.ref([Sub(s)])} = {x(i)};"), Stmt(f"{s}++;")])]
            self.fg.results.append(f"({T.name}){s}")
            return [Stmt(f"int {s} = 0;"), self.loop(i, "0", "n", body)]
        w = self.array(True, [n])
        t = self.fg.fresh("s")
        body = [Stmt(f"{s} += {x(i)};"), Stmt(f"{t} = std::max({t}, {x(i)});"),
                Stmt(f"{a.ref([Sub(i)])} = {s};"), Stmt(f"{w.ref([Sub(i)])} = {t};")]
        return [Stmt(f"{T.name} {s} = {T.lit(0)};"), Stmt(f"{T.name} {t} = {T.lit(0)};"),
                self.loop(i, "0", "n", body)]

    def row_scan(self) -> List[object]:
        T, n, m = self.T, self.dim("n"), self.dim("m")
        A, O = self.array(False, [n, m]), self.array(True, [n, m])
        i, j, s = self.fg.fresh("i"), self.fg.fresh("j"), self.fg.fresh("s")
        inner = self.loop(j, "0", "m", [Stmt(f"{s} += {A.ref([Sub(i), Sub(j)])};"),
                                        Stmt(f"{O.ref([Sub(i), Sub(j)])} = {s};")],
                          pragmas=[], reverse=self.rng.random() < 0.3, trips="m")
        return [self.loop(i, "0", "n", [Stmt(f"{T.name} {s} = {T.lit(0)};"), inner])]

    def product(self) -> List[object]:
        T, rng = self.T, self.rng
        n, m, p = self.dim("n"), self.dim("m"), self.dim("p")
        syrk = rng.random() < 0.25
        A = self.array(False, [n, p])
        B = A if syrk else self.array(False, [p, m])
        jdim = n if syrk else m
        C = self.array(True, [n, jdim])
        i, j, k, acc = (self.fg.fresh(x) for x in ("i", "j", "k", "acc"))
        a_ik = A.ref([Sub(i), Sub(k)])
        b_kj = A.ref([Sub(j), Sub(k)]) if syrk else B.ref([Sub(k), Sub(j)])
        minplus = rng.random() < 0.25
        if minplus:
            update, init = f"{acc} = std::min({acc}, {a_ik} + {b_kj});", T.lit(1000 if T.is_int else 1e30)
        else:
            update, init = f"{acc} += {a_ik} * {b_kj};", T.lit(0)
        kloop = For(f"int {k} = 0; {k} < p; ++{k}", [Stmt(update)], trips="p")
        inner = [Stmt(f"{T.name} {acc} = {init};"), kloop, Stmt(f"{C.ref([Sub(i), Sub(j)])} = {acc};")]
        if not minplus and rng.random() < 0.3:       # accumulate into the array itself
            kloop.body = [Stmt(f"{C.ref([Sub(i), Sub(j)])} += {a_ik} * {b_kj};")]
            inner = [kloop]
        triangular = syrk and rng.random() < 0.5
        jloop = For(f"int {j} = 0; {j} {'<=' if triangular else '<'} {i if triangular else jdim.expr}; ++{j}",
                    inner, self.pragma(), trips=jdim.expr)
        return [self.loop(i, "0", "n", [jloop])]

    def stencil(self) -> List[object]:
        T, n, m = self.T, self.dim("n"), self.dim("m")
        X, Y = self.array(True, [n, m]), self.array(True, [n, m])
        i, j = self.fg.fresh("i"), self.fg.fresh("j")
        at = lambda A, di, dj: A.ref([Sub(offset_text(i, di)), Sub(offset_text(j, dj))])
        total = " + ".join(at(X, di, dj) for di, dj in ((-1, 0), (1, 0), (0, -1), (0, 1), (0, 0)))
        value = f"({total}) / 5" if T.is_int else f"({total}) * {T.lit(0.2)}"
        sweep = self.loop(i, "1", "n - 1", [For(f"int {j} = 1; {j} < m - 1; ++{j}",
                                                [Stmt(f"{at(Y, 0, 0)} = {value};")], self.pragma(), trips="m")])
        copy = self.loop(i, "1", "n - 1", [For(f"int {j} = 1; {j} < m - 1; ++{j}",
                                               [Stmt(f"{at(X, 0, 0)} = {at(Y, 0, 0)};")], trips="m")])
        t = self.fg.fresh("t")
        return [For(f"int {t} = 0; {t} < {self.rng.choice([1, 2, 3])}; ++{t}", [sweep, copy],
                    trips=str(3))]

    def sweep(self) -> List[object]:
        """An in-place sweep (Gauss-Seidel): each point from neighbours
        reaching 1 or 2 rows, new where already swept, old where not, in
        either direction, over 1 to 3 time steps or none."""
        T, rng, n, m = self.T, self.rng, self.dim("n"), self.dim("m")
        X = self.array(True, [n, m])
        i, j = self.fg.fresh("i"), self.fg.fresh("j")
        reach = rng.choice([1, 1, 2])
        near = [(-reach, 0), (reach, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)]
        points = [(0, 0)] + rng.sample(near, rng.randint(2, 5))
        at = lambda di, dj: X.ref([Sub(offset_text(i, di)), Sub(offset_text(j, dj))])
        total = " + ".join(at(di, dj) for di, dj in points)
        k = len(points)
        value = f"({total}) / {k}" if T.is_int else f"({total}) * {T.lit(1.0 / k)}"
        jloop = For(f"int {j} = 1; {j} < m - 1; ++{j}" if rng.random() < 0.7
                    else f"int {j} = m - 2; {j} >= 1; --{j}",
                    [Stmt(f"{at(0, 0)} = {value};")], [], trips="m")
        rows = self.loop(i, str(reach), f"n - {reach}", [jloop], pragmas=[],
                         reverse=rng.random() < 0.3)
        steps = rng.choice([0, 1, 2, 3])
        if steps == 0:
            return [rows]
        t = self.fg.fresh("t")
        return [For(f"int {t} = 0; {t} < {steps}; ++{t}", [rows], [], trips=str(steps))]

    def histogram(self) -> List[object]:
        n, m = self.dim("n"), self.dim("m")
        if self.fg.idx is None:
            self.fg.idx = Array("idx", "int", [n], "ptr")
        h = self.array(True, [m], ctype="int")
        i = self.fg.fresh("i")
        bump = self.rng.choice(["1", f"{self.fg.idx.ref([Sub(i)])} & 3"])
        return [self.loop(i, "0", self.fg.idx.dims[0].expr,
                          [Stmt(f"{h.ref([Sub(f'{self.fg.idx.ref([Sub(i)])} % m')])} += {bump};")],
                          trips=self.fg.idx.dims[0].expr)]

    def two_way(self) -> List[object]:
        n, m = self.dim("n"), self.dim("m")
        A, p, r = self.array(False, [n, m]), self.array(False, [m]), self.array(False, [n])
        q, s = self.array(True, [n]), self.array(True, [m])
        i, j = self.fg.fresh("i"), self.fg.fresh("j")
        body = [Stmt(f"{q.ref([Sub(i)])} += {A.ref([Sub(i), Sub(j)])} * {p.ref([Sub(j)])};"),
                Stmt(f"{s.ref([Sub(j)])} += {r.ref([Sub(i)])} * {A.ref([Sub(i), Sub(j)])};")]
        if self.rng.random() < 0.5:
            body.pop(self.rng.randrange(2))
        return [self.loop(i, "0", "n", [For(f"int {j} = 0; {j} < m; ++{j}", body, trips="m")])]

    def records(self) -> List[object]:
        T, n = self.T, self.dim("n")
        P = self.array(False, [n, Dim("4", 4)])
        P.kind, P.flat_shape = "ptr", True
        out = self.array(True, [n])
        i = self.fg.fresh("i")
        f = [f"{P.name}[4 * {i} + {c}]" for c in range(4)]
        return [self.loop(i, "0", "n", [Stmt(f"{out.ref([Sub(i)])} = {f[0]} * {f[1]} + {f[2]} + {f[3]};")])]

    def column_reduction(self) -> List[object]:
        T, n, m = self.T, self.dim("n"), self.dim("m")
        A, out = self.array(False, [n, m]), self.array(True, [m])
        i, j, s = self.fg.fresh("i"), self.fg.fresh("j"), self.fg.fresh("s")
        op = self.rng.choice([f"{s} += {A.ref([Sub(i), Sub(j)])};",
                              f"{s} = std::max({s}, {A.ref([Sub(i), Sub(j)])});"])
        inner = For(f"int {i} = 0; {i} < n; ++{i}", [Stmt(op)], trips="n")
        return [self.loop(j, "0", "m", [Stmt(f"{T.name} {s} = {T.lit(0)};"), inner,
                                        Stmt(f"{out.ref([Sub(j)])} = {s};")], trips="m")]
