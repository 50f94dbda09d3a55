#!/usr/bin/env python3
"""Rewrites, in place, the ELF headers of the CUDA cubins embedded in a
binary built by clang 19's OpenMP offload with CUDA 13's ptxas, in the
encoding that libomptarget 19 reads (CUDA 12's).

CUDA 13 writes cubins with OS/ABI 0x41, ABI version 8 and the SM in bits 8-15
of e_flags; libomptarget 19 checks the 64-bit-address flag (0x400) and the
SM in the low byte, rejects every image, and runs the target regions on the
host (LLVM issue 159088, fixed in LLVM 21). The old encoding is OS/ABI 0x33,
ABI version 7, e_flags = SM | 0x500 | SM << 16. Only the header changes.

    bench/openmp/cubin-abi.py BINARY
"""
import struct
import sys

EM_CUDA = 190


def main():
    path = sys.argv[1]
    data = bytearray(open(path, "rb").read())
    patched = 0
    at = data.find(b"\x7fELF", 1)
    while at != -1:
        is64 = data[at + 4] == 2
        machine = struct.unpack_from("<H", data, at + 18)[0]
        if is64 and machine == EM_CUDA and data[at + 7] == 0x41 and data[at + 8] == 8:
            flags = struct.unpack_from("<I", data, at + 48)[0]
            sm = (flags >> 8) & 0xFF
            data[at + 7], data[at + 8] = 0x33, 7
            struct.pack_into("<I", data, at + 48, sm | 0x500 | (sm << 16))
            patched += 1
        at = data.find(b"\x7fELF", at + 1)
    open(path, "wb").write(data)
    print("%s: %d cubin header(s) rewritten" % (path, patched))


main()
