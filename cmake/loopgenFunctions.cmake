# loopgen in a CMake build (installed with loopgen, loaded by
# find_package(loopgen)).
#
#   loopgen_add_cuda(<target> SOURCES <file.cpp>... [OPTIONS <flag>...]
#                    [EMULATION])
#
# Translates each source with loopgen at build time, into
# <build dir>/loopgen/<target>/<name>.cu, and adds the result to <target>:
# compiled by nvcc (CUDA is enabled if the project has not; a target made
# before that gets the project's CUDA architectures), or with EMULATION by
# the C++ compiler over loopgen's CPU emulation of CUDA (through
# <name>.emulated.cpp beside it), so that the offloaded code also builds and
# runs where there is no GPU. The translation reruns
# when the source, a header it includes (loopgen's --depfile) or the loopgen
# binary changes; loopgen sees the target's include directories and
# definitions. loopgen's errors fail the build, pointing at the source. A
# source also listed in the target's own sources is an error: its
# translation replaces it.
#
#   loopgen_add_validation_test(<name> SOURCES <file.cpp>... [OPTIONS ...]
#                               [TARGET <target>])
#
# A CTest test per source that runs `loopgen --validate` (on the GPU where
# there is one, else in the emulation): it passes when the translation
# matches the sequential original. loopgen sees the source's folder, and the
# include directories and definitions of TARGET where given. With several
# sources the tests are named <name>.<source name>.

if(CMAKE_VERSION VERSION_LESS 3.20)
  message(FATAL_ERROR "loopgen's CMake functions need CMake 3.20 or newer "
                      "(depfiles of custom commands)")
endif()

# The include directories and definitions of target, as two generator
# expressions of compiler flags (each quoted where used, so that the `;` in
# them survives until the generator expands the list).
function(_loopgen_compile_flags target includes_out defines_out)
  set(includes "$<TARGET_PROPERTY:${target},INCLUDE_DIRECTORIES>")
  set(defines "$<TARGET_PROPERTY:${target},COMPILE_DEFINITIONS>")
  set(${includes_out} "$<$<BOOL:${includes}>:-I$<JOIN:${includes},;-I>>"
      PARENT_SCOPE)
  set(${defines_out} "$<$<BOOL:${defines}>:-D$<JOIN:${defines},;-D>>"
      PARENT_SCOPE)
endfunction()

# A macro, so that it may enable CUDA in the caller's scope (enable_language
# is refused inside functions): people create the target first and enable
# CUDA later, or not at all.
macro(loopgen_add_cuda target)
  set(_loopgen_args ${ARGN})
  if(NOT "EMULATION" IN_LIST _loopgen_args)
    get_property(_loopgen_languages GLOBAL PROPERTY ENABLED_LANGUAGES)
    if(NOT "CUDA" IN_LIST _loopgen_languages)
      enable_language(CUDA)
    endif()
  endif()
  _loopgen_add_cuda(${target} ${ARGN})
endmacro()

function(_loopgen_add_cuda target)
  cmake_parse_arguments(PARSE_ARGV 1 LG "EMULATION" "" "SOURCES;OPTIONS")
  if(NOT TARGET ${target})
    message(FATAL_ERROR "loopgen_add_cuda: '${target}' is not a target")
  endif()
  if(NOT LG_SOURCES)
    message(FATAL_ERROR "loopgen_add_cuda: no SOURCES for '${target}'")
  endif()
  # The translation replaces the source: compiled as well, it would define
  # the offloaded functions twice.
  get_target_property(target_sources ${target} SOURCES)
  get_target_property(target_dir ${target} SOURCE_DIR)
  foreach(source IN LISTS LG_SOURCES)
    get_filename_component(source_path "${source}" ABSOLUTE)
    foreach(listed IN LISTS target_sources)
      get_filename_component(listed_path "${listed}" ABSOLUTE
                             BASE_DIR "${target_dir}")
      if(listed_path STREQUAL source_path)
        message(FATAL_ERROR
          "loopgen_add_cuda: '${source}' is also a source of '${target}' "
          "(in add_executable or target_sources): loopgen's translation of "
          "it replaces it; list it only in loopgen_add_cuda's SOURCES")
      endif()
    endforeach()
  endforeach()
  # A target made before CUDA was enabled has no architectures: those of
  # the project (CMake's default for the compiler where none were set).
  if(NOT LG_EMULATION)
    get_target_property(archs ${target} CUDA_ARCHITECTURES)
    if(NOT archs)
      if(CMAKE_CUDA_ARCHITECTURES)
        set(archs "${CMAKE_CUDA_ARCHITECTURES}")
      else()
        set(archs native)
      endif()
      set_target_properties(${target} PROPERTIES CUDA_ARCHITECTURES "${archs}")
    endif()
  endif()
  _loopgen_compile_flags(${target} includes defines)
  # Where the original runs on the host, its parallel loops run on all
  # cores as OpenMP loops: the host code is built with OpenMP where the
  # compiler has it (else those loops run on one core).
  find_package(OpenMP QUIET COMPONENTS CXX)
  if(OpenMP_CXX_FOUND)
    target_link_libraries(${target} PRIVATE OpenMP::OpenMP_CXX)
    target_compile_options(${target} PRIVATE
      "$<$<COMPILE_LANGUAGE:CUDA>:SHELL:-Xcompiler ${OpenMP_CXX_FLAGS}>")
  endif()
  set(dir "${CMAKE_CURRENT_BINARY_DIR}/loopgen/${target}")
  file(MAKE_DIRECTORY "${dir}")
  foreach(source IN LISTS LG_SOURCES)
    get_filename_component(source "${source}" ABSOLUTE)
    get_filename_component(name "${source}" NAME_WE)
    get_filename_component(source_dir "${source}" DIRECTORY)
    set(output "${dir}/${name}.cu")
    add_custom_command(
      OUTPUT "${output}"
      COMMAND loopgen::loopgen "${source}" -o "${output}"
              "--depfile=${output}.d" ${LG_OPTIONS} -- -std=c++17
              "${includes}" "${defines}"
      DEPENDS "${source}" "$<TARGET_FILE:loopgen::loopgen>"
      DEPFILE "${output}.d"
      COMMENT "loopgen: translating ${name}"
      COMMAND_EXPAND_LISTS
      VERBATIM)
    if(LG_EMULATION)
      # C++ for the host compiler: the emulation, then the output.
      set(unit "${dir}/${name}.emulated.cpp")
      file(CONFIGURE OUTPUT "${unit}" CONTENT
"// Generated by loopgen_add_cuda: ${name}.cu over loopgen's CPU emulation.
#include \"loopgen/runtime/cuda_emulation.h\"
#include \"${name}.cu\"
")
      set_source_files_properties("${output}" PROPERTIES HEADER_FILE_ONLY ON)
      set_source_files_properties("${unit}" PROPERTIES
        OBJECT_DEPENDS "${output}"
        INCLUDE_DIRECTORIES "${LOOPGEN_RUNTIME_INCLUDE_DIR};${source_dir}")
      target_sources(${target} PRIVATE "${output}" "${unit}")
    else()
      # The output includes what the source included, from its folder.
      set_source_files_properties("${output}" PROPERTIES
        INCLUDE_DIRECTORIES "${source_dir}")
      target_sources(${target} PRIVATE "${output}")
    endif()
  endforeach()
  if(LG_EMULATION)
    target_compile_features(${target} PRIVATE cxx_std_17)
  else()
    target_compile_features(${target} PRIVATE cuda_std_17)
  endif()
endfunction()

function(loopgen_add_validation_test name)
  cmake_parse_arguments(PARSE_ARGV 1 LG "" "TARGET" "SOURCES;OPTIONS")
  if(NOT LG_SOURCES)
    message(FATAL_ERROR "loopgen_add_validation_test: no SOURCES for '${name}'")
  endif()
  set(includes "")
  set(defines "")
  if(LG_TARGET)
    _loopgen_compile_flags(${LG_TARGET} includes defines)
  endif()
  list(LENGTH LG_SOURCES count)
  foreach(source IN LISTS LG_SOURCES)
    get_filename_component(source "${source}" ABSOLUTE)
    get_filename_component(stem "${source}" NAME_WE)
    get_filename_component(source_dir "${source}" DIRECTORY)
    set(test "${name}")
    if(count GREATER 1)
      set(test "${name}.${stem}")
    endif()
    add_test(NAME "${test}"
      COMMAND loopgen::loopgen "${source}" --validate ${LG_OPTIONS}
              -- -std=c++17 "-I${source_dir}" "${includes}" "${defines}"
      COMMAND_EXPAND_LISTS)
  endforeach()
endfunction()
