//===- TileWaves.h - Wavefronts run as wavefronts of tiles ------*- C++ -*-===//
//
// A wavefront of an edit-distance table or a Gauss-Seidel sweep holds one
// cheap iteration per thread: one launch per wavefront costs more than
// the work it launches (a few microseconds against nanoseconds). Where the
// wavefront pass proved that no dependence goes back along the outer loop
// x either (ForStmt::TilableWaves), every dependence runs forward in both
// x and w, so rectangles of Bx iterations of x by Bw wavefronts are tiles:
// a tile needs only tiles of smaller x or w, and tile (X, W) runs in the
// wavefront of tiles T = X + W. The host then launches one kernel per
// wavefront of tiles (NX + NW - 1 launches instead of the wavefronts'
// count), each block of Bx threads running one tile: its wavefronts in
// order, a barrier after each, each thread the iteration of its x.
//
// Applied to 1-D band kernels over x, whose body is straight-line code,
// launched alone by a loop over wavefronts; the tile is 64 x 32 unless
// LOOPGEN_WAVE_TILE=<Bx>x<Bw> says otherwise at translation.
//
// Of three loops (seidel-2d over time steps), the wavefront pass proved
// that no dependence goes back along y = x1 + s * x0 either: boxes of
// (x0, y, w) are tiles, tile (X, Y, W) runs in the wavefront of tiles
// T = X + Y + W, and the 2-D band kernel over (x0, x1) runs a block of
// Bx x By threads per tile (8 x 32 x 32 wavefronts unless
// LOOPGEN_WAVE_TILE3=<Bx>x<By>x<Bw>), each thread computing its x1 from y.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_TILEWAVES_H
#define LOOPGEN_TRANSFORMS_TILEWAVES_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"
#include <string>

namespace loopgen {

/// The kernel that Wave, a loop over wavefronts, launches, when its
/// wavefronts can run in tiles; null when not, with the reason in WhyNot.
/// The profitability model asks it too, before the pass runs.
const ForStmt *sweptKernel(const ForStmt &Wave, std::string *WhyNot = nullptr);

/// Runs the tilable wavefronts whose kernels allow it as wavefronts of
/// tiles, with a remark for each decision.
void tileWavefronts(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_TILEWAVES_H
