// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
/*
 * Construct: table of row pointers `float **rows` (shape rows[n][m]),
 *            C89 style with every index and temporary declared at the top.
 * Field:     document imaging / OCR preprocessing, binarizing a scanned
 *            page line by line against a per-line adaptive threshold.
 * Computes:  for each row the mean intensity mean[i]; pixels brighter than
 *            bias * mean[i] become 1 (paper), the rest 0 (ink), in place.
 * GPU:       the loop over rows i is parallel; each thread sums its row
 *            sequentially, then thresholds it (or the j loops are parallel
 *            after a per-row reduction). The row table itself is read-only.
 */
#pragma loopgen offload
#pragma loopgen array(rows[n][m], mean[n])
#pragma loopgen validate(n = 200, m = 320, bias = 0.9f)
void binarize_rows(int n, int m, float bias, float **rows, float *mean)
{
    int i, j;
    float sum, thresh;
    float *row;

    for (i = 0; i < n; i++) {
        row = rows[i];
        sum = 0.0f;
        for (j = 0; j < m; j++)
            sum += row[j];
        mean[i] = sum / (float)m;
        thresh = bias * mean[i];
        for (j = 0; j < m; j++)
            row[j] = (row[j] > thresh) ? 1.0f : 0.0f;
    }
}
