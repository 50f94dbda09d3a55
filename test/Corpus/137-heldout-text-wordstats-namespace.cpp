// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, fifth round); kept as written.
// Corpus statistics over a batch of lines packed in one char buffer:
// line i is text[line_off[i] .. line_off[i+1]). Produces a word-length
// histogram, character-class totals and a word count per line.
#include <cstdint>
#include <cstddef>

namespace textstats {

constexpr int kMaxWordLen = 32;          // longer words go in the last bin

enum CharClass { kAlpha = 0, kDigit = 1, kSpace = 2, kPunct = 3, kOther = 4, kNumClasses = 5 };

static inline int classify(unsigned char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return kAlpha;
    if (c >= '0' && c <= '9') return kDigit;
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') return kSpace;
    if (c >= 33 && c <= 126) return kPunct;
    return kOther;
}

// Turn the harness's random bytes into lowercase words separated by blanks,
// and the random offsets into nondecreasing line starts.
void make_corpus(const char *text, long nbytes, const int *line_off, int nlines,
                 int *word_len_hist, long *class_counts, int *words_per_line)
{
    char *t = const_cast<char *>(text);
    int *off = const_cast<int *>(line_off);
    uint32_t s = 2463534242u;
    for (long k = 0; k < nbytes; ++k) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        unsigned r = s % 100;
        t[k] = r < 16 ? ' ' : r < 19 ? ',' : r < 22 ? (char)('0' + r % 10) : (char)('a' + r % 26);
    }
    for (int i = 0; i <= nlines; ++i)
        off[i] = (int)((long)i * nbytes / nlines);
    (void)word_len_hist; (void)class_counts; (void)words_per_line;
}

#pragma loopgen array(text[nbytes], line_off[nlines + 1], word_len_hist[kMaxWordLen + 1], class_counts[kNumClasses], words_per_line[nlines])
#pragma loopgen validate(nbytes = 8000000, nlines = 100000) init(make_corpus)
#pragma loopgen offload
void word_stats(const char *text, long nbytes, const int *line_off, int nlines,
                int *word_len_hist, long *class_counts, int *words_per_line)
{
    for (int b = 0; b <= kMaxWordLen; ++b) word_len_hist[b] = 0;
    for (int c = 0; c < kNumClasses; ++c) class_counts[c] = 0;

    for (int i = 0; i < nlines; ++i) {
        const int begin = line_off[i];
        const int end = line_off[i + 1];
        int words = 0;
        int cur = 0;                       // length of the word being read
        for (int k = begin; k < end; ++k) {
            const int cls = classify(static_cast<unsigned char>(text[k]));
            class_counts[cls]++;
            if (cls == kAlpha || cls == kDigit) {
                ++cur;
            } else if (cur > 0) {
                word_len_hist[cur < kMaxWordLen ? cur : kMaxWordLen]++;
                ++words;
                cur = 0;
            }
        }
        if (cur > 0) {                     // word running to the end of the line
            word_len_hist[cur < kMaxWordLen ? cur : kMaxWordLen]++;
            ++words;
        }
        words_per_line[i] = words;
    }
}

} // namespace textstats
