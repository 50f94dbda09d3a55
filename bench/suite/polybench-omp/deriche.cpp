// deriche: Deriche's recursive edge-detection filter on a W x H image, causal and anticausal passes along rows, then along columns.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#if !defined(W) && !defined(H)
#  if defined(MINI_DATASET)
#    define W 64
#    define H 64
#  elif defined(SMALL_DATASET)
#    define W 192
#    define H 128
#  elif defined(MEDIUM_DATASET)
#    define W 720
#    define H 480
#  elif defined(EXTRALARGE_DATASET)
#    define W 7680
#    define H 4320
#  else /* LARGE_DATASET, the default */
#    define W 4096
#    define H 2160
#  endif
#endif
#ifndef DATA_TYPE
#define DATA_TYPE float
#endif

// PolyBench's init_array, with the kernel's parameters.
static void init_deriche(int w, int h, DATA_TYPE alpha, DATA_TYPE imgIn[W][H], DATA_TYPE imgOut[W][H],
                         DATA_TYPE y1[W][H], DATA_TYPE y2[W][H]) {
  int i, j;
  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++)
      imgIn[i][j] = (DATA_TYPE)((313 * i + 991 * j) % 65536) / 65535.0f;
}

#pragma loopgen validate(w = W, h = H, alpha = 0.25) init(init_deriche)
void kernel_deriche(int w, int h, DATA_TYPE alpha, DATA_TYPE imgIn[W][H], DATA_TYPE imgOut[W][H],
                    DATA_TYPE y1[W][H], DATA_TYPE y2[W][H]) {
  int i, j;
  DATA_TYPE xm1, tm1, ym1, ym2;
  DATA_TYPE xp1, xp2;
  DATA_TYPE tp1, tp2;
  DATA_TYPE yp1, yp2;
  DATA_TYPE k;
  DATA_TYPE a1, a2, a3, a4, a5, a6, a7, a8;
  DATA_TYPE b1, b2, c1, c2;

  k = (1.0f - expf(-alpha)) * (1.0f - expf(-alpha)) / (1.0f + 2.0f * alpha * expf(-alpha) - expf(2.0f * alpha));
  a1 = a5 = k;
  a2 = a6 = k * expf(-alpha) * (alpha - 1.0f);
  a3 = a7 = k * expf(-alpha) * (alpha + 1.0f);
  a4 = a8 = -k * expf(-2.0f * alpha);
  b1 = powf(2.0f, -alpha);
  b2 = -expf(-2.0f * alpha);
  c1 = c2 = 1;

#pragma omp target data map(to: imgIn[0:w][0:h]) map(from: imgOut[0:w][0:h], y1[0:w][0:h], y2[0:w][0:h])
  {
#pragma omp target teams distribute parallel for private(j, xm1, ym1, ym2)
    for (i = 0; i < w; i++) {
      ym1 = 0.0f;
      ym2 = 0.0f;
      xm1 = 0.0f;
      for (j = 0; j < h; j++) {
        y1[i][j] = a1 * imgIn[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
        xm1 = imgIn[i][j];
        ym2 = ym1;
        ym1 = y1[i][j];
      }
    }

#pragma omp target teams distribute parallel for private(j, xp1, xp2, yp1, yp2)
    for (i = 0; i < w; i++) {
      yp1 = 0.0f;
      yp2 = 0.0f;
      xp1 = 0.0f;
      xp2 = 0.0f;
      for (j = h - 1; j >= 0; j--) {
        y2[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
        xp2 = xp1;
        xp1 = imgIn[i][j];
        yp2 = yp1;
        yp1 = y2[i][j];
      }
    }

#pragma omp target teams distribute parallel for collapse(2)
    for (i = 0; i < w; i++)
      for (j = 0; j < h; j++)
        imgOut[i][j] = c1 * (y1[i][j] + y2[i][j]);

#pragma omp target teams distribute parallel for private(i, tm1, ym1, ym2)
    for (j = 0; j < h; j++) {
      tm1 = 0.0f;
      ym1 = 0.0f;
      ym2 = 0.0f;
      for (i = 0; i < w; i++) {
        y1[i][j] = a5 * imgOut[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
        tm1 = imgOut[i][j];
        ym2 = ym1;
        ym1 = y1[i][j];
      }
    }

#pragma omp target teams distribute parallel for private(i, tp1, tp2, yp1, yp2)
    for (j = 0; j < h; j++) {
      tp1 = 0.0f;
      tp2 = 0.0f;
      yp1 = 0.0f;
      yp2 = 0.0f;
      for (i = w - 1; i >= 0; i--) {
        y2[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
        tp2 = tp1;
        tp1 = imgOut[i][j];
        yp2 = yp1;
        yp1 = y2[i][j];
      }
    }

#pragma omp target teams distribute parallel for collapse(2)
    for (i = 0; i < w; i++)
      for (j = 0; j < h; j++)
        imgOut[i][j] = c2 * (y1[i][j] + y2[i][j]);
  }
}
