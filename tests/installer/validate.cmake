# SPDX-FileCopyrightText: ResourceSync Inspector contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# cmake -DTOOL=<program> [-DTOOL_ARGS=<arg;...>] -DPACKAGE=<debian package>
#       -DFILE=<file> -P validate.cmake
# Runs a validator on FILE. Fails on a non-zero exit and on any line the tool
# marks as an error or a warning (hints and infos pass); skips, saying so,
# when the tool is not installed.

find_program(tool_path ${TOOL})
if(NOT tool_path)
    message("SKIPPED: ${TOOL} is not installed; it is in the Debian package ${PACKAGE} (installer/debian-deps.sh installs it).")
    return()
endif()

execute_process(
    COMMAND ${tool_path} ${TOOL_ARGS} ${FILE}
    RESULT_VARIABLE result
    OUTPUT_VARIABLE output
    ERROR_VARIABLE output)
string(REPLACE ";" " " arguments "${TOOL_ARGS}")
message("${TOOL} ${arguments} ${FILE}\n${output}")
if(NOT result EQUAL 0)
    message(FATAL_ERROR "${TOOL} found errors in ${FILE} (exit code ${result}).")
endif()
if(output MATCHES "(^|\n)[^\n]*: (error|warning):")
    message(FATAL_ERROR "${TOOL} reported errors or warnings in ${FILE}.")
endif()
