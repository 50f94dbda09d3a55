// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written but for a stray `iters` in validate().
// TF-IDF weight for every token occurrence in a tokenised corpus.
// tokens[i] is a vocabulary id, doc_of[i] the document it belongs to,
// count_in_doc[i] how often that term occurs in that document. With
// doc_len[d] the document length and doc_freq[t] the number of documents
// containing term t, the smoothed weight (as in scikit-learn) is
//     tf  = count / len(doc)
//     idf = ln((1 + N) / (1 + df)) + 1
//     w   = tf * idf
#include <vector>
#include <cmath>
#include <cstddef>

#pragma loopgen offload
#pragma loopgen validate()
void tfidf_weights(const std::vector<int> &tokens,
                   const std::vector<int> &doc_of,
                   const std::vector<int> &count_in_doc,
                   const std::vector<int> &doc_len,
                   const std::vector<int> &doc_freq,
                   std::vector<float> &weight)
{
    const std::size_t vocab = doc_freq.size();
    const std::size_t ndocs = doc_len.size();
    if (vocab == 0 || ndocs == 0)
        return;
    const float n_docs = static_cast<float>(ndocs);

    for (size_t i = 0; i < tokens.size(); ++i) {
        const std::size_t t = static_cast<std::size_t>(tokens[i]) % vocab;
        const std::size_t d = static_cast<std::size_t>(doc_of[i]) % ndocs;
        const int len = doc_len[d] > 0 ? doc_len[d] : 1;
        const float tf = static_cast<float>(count_in_doc[i]) / static_cast<float>(len);
        const float idf = std::log((1.0f + n_docs) / (1.0f + static_cast<float>(doc_freq[t]))) + 1.0f;
        weight[i] = tf * idf;
    }
}
