// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written. Its features vector is sized by the harness from
// two other vectors' counts (lengths.size() rows of idf.size()), its tokens by their own size.
// Natural language processing: bag-of-words TF-IDF features for a padded batch
// of tokenised documents. tokens holds ndocs rows of max_len token ids (rows
// padded past lengths[d]); idf is indexed by vocabulary id. Each document gets
// a dense vocab-sized row: raw counts, sublinear tf (1 + ln count) times idf,
// then L2 normalisation (the scikit-learn TfidfVectorizer defaults with
// sublinear_tf=True). compute_idf builds the smoothed idf from document
// frequencies: idf = ln((1 + N) / (1 + df)) + 1.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(ndocs = 1000)
void compute_idf(const std::vector<int> &doc_freq, int ndocs, std::vector<float> &idf)
{
    const float n = static_cast<float>(std::max(ndocs, 0));
    for (size_t t = 0; t < doc_freq.size(); ++t) {
        const float df = static_cast<float>(std::max(doc_freq[t], 0));
        idf[t] = std::log((1.0f + n) / (1.0f + df)) + 1.0f;
    }
}

#pragma loopgen offload
#pragma loopgen validate()
void tfidf_batch(const std::vector<int> &tokens, const std::vector<int> &lengths,
                 const std::vector<float> &idf, std::vector<float> &features)
{
    const size_t vocab = idf.size();
    if (vocab == 0 || lengths.empty())
        return;
    const size_t max_len = tokens.size() / lengths.size();

    for (size_t i = 0; i < lengths.size(); ++i) {
        const size_t row = i * vocab;
        for (size_t t = 0; t < vocab; ++t)
            features[row + t] = 0.0f;

        const size_t len = std::min(static_cast<size_t>(std::max(lengths[i], 0)), max_len);
        for (size_t k = 0; k < len; ++k) {
            const size_t t = static_cast<size_t>(tokens[i * max_len + k]) % vocab;
            features[row + t] += 1.0f;
        }

        float norm2 = 0.0f;
        for (size_t t = 0; t < vocab; ++t) {
            const float count = features[row + t];
            if (count > 0.0f) {
                const float w = (1.0f + std::log(count)) * idf[t];
                features[row + t] = w;
                norm2 += w * w;
            }
        }

        const float inv_norm = norm2 > 0.0f ? 1.0f / std::sqrt(norm2) : 0.0f;
        for (size_t t = 0; t < vocab; ++t)
            features[row + t] *= inv_norm;
    }
}
