// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, second round); see the comment below for what it computes.
// Count words and non-space characters of each line in a text buffer.
#include <cstddef>

static inline bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

void make_text(int nlines, int buflen, const char *text, const int *line_start,
               int *words, int *chars) {
  char *t = const_cast<char *>(text);
  int *ls = const_cast<int *>(line_start);
  const char *vocab = "the quick brown fox jumps over lazy dog ";
  int per = buflen / nlines;
  for (int l = 0; l <= nlines; ++l) ls[l] = l * per;
  for (int i = 0; i < buflen; ++i) t[i] = vocab[(i * 7 + i / 13) % 40];
  for (int l = 0; l < nlines; ++l) t[ls[l + 1] - 1] = '\n';
  (void)words; (void)chars;
}

#pragma loopgen offload
#pragma loopgen array(text[buflen], line_start[nlines + 1], words[nlines], chars[nlines])
#pragma loopgen validate(nlines = 4000, buflen = 400000) init(make_text)
void count_lines(int nlines, int buflen, const char *text, const int *line_start,
                 int *words, int *chars) {
  for (int l = 0; l < nlines; ++l) {
    int w = 0, c = 0;
    bool in_word = false;
    for (int p = line_start[l]; p < line_start[l + 1]; ++p) {
      char ch = text[p];
      if (is_space(ch)) {
        in_word = false;
      } else {
        ++c;
        if (!in_word) {
          ++w;
          in_word = true;
        }
      }
    }
    words[l] = w;
    chars[l] = c;
  }
}
