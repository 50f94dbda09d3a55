// RUN: %python %S/Inputs/check-layering.py %S/../..
// Each layer (IR, Frontend, Analysis, Transforms, CodeGen, Driver) is a
// library that links only the layers below it (lib/CMakeLists.txt); its
// files include headers of those layers only.
