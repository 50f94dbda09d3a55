"""Checks that each layer's files include headers only of the layers its
library links (lib/CMakeLists.txt), so that the layering the libraries
enforce at link time also holds for headers (which link nothing).

    check-layering.py <source root>

Prints each offending include and exits 1 if there is one."""
import os
import re
import sys

root = sys.argv[1]
cmake = open(os.path.join(root, "lib", "CMakeLists.txt")).read()
# loopgenX -> the layers it links, directly.
links = {}
for lib, deps in re.findall(
        r"target_link_libraries\(loopgen(\w+)\s+PUBLIC\s+([^)]*)\)", cmake):
    links.setdefault(lib, set()).update(
        d[len("loopgen"):] for d in deps.split() if d.startswith("loopgen"))
layers = re.findall(r"add_library\(loopgen(\w+) STATIC", cmake)


def reachable(layer):
    seen, todo = {layer}, [layer]
    while todo:
        for dep in links.get(todo.pop(), ()):
            if dep not in seen:
                seen.add(dep)
                todo.append(dep)
    return seen


bad = 0
for layer in layers:
    allowed = reachable(layer)
    folders = [os.path.join(root, "lib", layer),
               os.path.join(root, "include", "loopgen", layer)]
    for folder in folders:
        for dirpath, _, files in os.walk(folder):
            for name in sorted(files):
                path = os.path.join(dirpath, name)
                for no, line in enumerate(open(path), 1):
                    m = re.match(r'#include "loopgen/(\w+)/', line)
                    if m and m.group(1) in layers and m.group(1) not in allowed:
                        print(f"{os.path.relpath(path, root)}:{no}: the "
                              f"{layer} layer includes a header of "
                              f"{m.group(1)}, which it does not link")
                        bad = 1
print(f"{len(layers)} layers checked")
sys.exit(bad)
