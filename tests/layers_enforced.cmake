# The build holds the layers (docs/architecture.md): a library sees only the folders of what it
# links. From the store's include path, the tournament core's headers are found and the actions
# layer's are not; from the tournament core's, the store's are not.
# Run as: cmake -DCXX=… -DINCLUDE=<build>/include -DWORK=<dir> -P layers_enforced.cmake
function(probe name includes header expect_found)
  set(source ${WORK}/${name}.cpp)
  file(WRITE ${source} "#include \"${header}\"\nint main() { return 0; }\n")
  set(flags)
  foreach(lib IN LISTS includes)
    list(APPEND flags -I${INCLUDE}/${lib})
  endforeach()
  execute_process(COMMAND ${CXX} -std=c++20 -fsyntax-only ${flags} ${source}
                  RESULT_VARIABLE code ERROR_VARIABLE err)
  if(expect_found AND NOT code EQUAL 0)
    message(FATAL_ERROR "${name}: ${header} should be found:\n${err}")
  endif()
  if(NOT expect_found AND NOT err MATCHES "No such file|file not found")
    message(FATAL_ERROR "${name}: ${header} should not be found (status ${code}):\n${err}")
  endif()
endfunction()

file(MAKE_DIRECTORY ${WORK})
set(store tengen_store tengen_tournament tengen_go tengen_base)
probe(store_sees_tournament "${store}" "tournament/rank.h" TRUE)
probe(store_does_not_see_actions "${store}" "actions/refusal.h" FALSE)
probe(store_does_not_see_formats "${store}" "formats/egf_writer.h" FALSE)
probe(store_does_not_see_reports "${store}" "reports/standings_table.h" FALSE)
probe(tournament_does_not_see_store "tengen_tournament;tengen_go;tengen_base" "store/store_error.h" FALSE)
probe(go_does_not_see_tournament "tengen_go;tengen_base" "tournament/rank.h" FALSE)
