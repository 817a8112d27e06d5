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
  # Not found means this header itself was not found (a header found that misses Qt's headers,
  # which the probe does not pass, would also say "No such file", of another file).
  if(NOT expect_found AND NOT err MATCHES "${header}: No such file|'${header}' file not found")
    message(FATAL_ERROR "${name}: ${header} should not be found (status ${code}):\n${err}")
  endif()
endfunction()

file(MAKE_DIRECTORY ${WORK})
# What each core library's sources see, as the build links it (tests/CMakeLists.txt).
foreach(lib base go tournament store formats actions documents)
  string(REPLACE "," ";" sees_${lib} "${SEES_${lib}}")
  if(NOT sees_${lib})
    message(FATAL_ERROR "no link list given for tengen_${lib}")
  endif()
endforeach()

# Nothing in core/ sees the layers above it: the pairing, the clocks, the reports, the app.
set(above "pairing/field.h" "clock/control.h" "reports/standings_table.h" "actions/refusal.h"
  "web/live_page.h" "hall/hall_server.h" "cli/cli.h")
foreach(lib base go tournament store formats)
  foreach(header IN LISTS above)
    string(REGEX REPLACE "/.*" "" folder ${header})
    probe(${lib}_does_not_see_${folder} "${sees_${lib}}" ${header} FALSE)
  endforeach()
endforeach()

# Within core: the formats and the store both stand on the tournament's domain, side by side.
probe(store_sees_tournament "${sees_store}" "tournament/rank.h" TRUE)
probe(formats_sees_tournament "${sees_formats}" "tournament/import_batch.h" TRUE)
probe(store_does_not_see_formats "${sees_store}" "formats/egf_writer.h" FALSE)
probe(formats_does_not_see_store "${sees_formats}" "store/store_error.h" FALSE)
probe(tournament_does_not_see_store "${sees_tournament}" "store/store_error.h" FALSE)
probe(tournament_does_not_see_formats "${sees_tournament}" "formats/importers.h" FALSE)
probe(go_does_not_see_tournament "${sees_go}" "tournament/rank.h" FALSE)

# The actions only act (#46): no document, no page, no network, no screen above them; the
# documents see the actions and the edges' words, never the web, the hall or a screen.
foreach(header "documents/documents.h" "web/site_push.h" "hall/hall_server.h" "cli/cli.h")
  string(REGEX REPLACE "/.*" "" folder ${header})
  probe(actions_does_not_see_${folder} "${sees_actions}" ${header} FALSE)
endforeach()
foreach(header "web/site_push.h" "hall/hall_server.h" "cli/cli.h")
  string(REGEX REPLACE "/.*" "" folder ${header})
  probe(documents_does_not_see_${folder} "${sees_documents}" ${header} FALSE)
endforeach()
