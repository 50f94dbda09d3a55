# cmake -DINPUT=<file> -DOUTPUT=<file> -DNAME=<identifier> -P EmbedText.cmake
# Writes OUTPUT as a C++ raw string literal holding INPUT's text, so that a
# header the project compiles and tests as code is also text loopgen emits.
file(READ "${INPUT}" TEXT)
string(FIND "${TEXT}" ")${NAME}\"" CLASH)
if(NOT CLASH EQUAL -1)
  message(FATAL_ERROR "${INPUT} contains the raw string delimiter ${NAME}")
endif()
file(WRITE "${OUTPUT}.tmp" "R\"${NAME}(${TEXT})${NAME}\"\n")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
