# SPDX-FileCopyrightText: ResourceSync Inspector contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# cmake -DCPACK_CONFIG=<build>/CPackConfig.cmake -DSCRATCH=<folder> -DVERSION=<x.y.z>
#       -P checkpackages.cmake
# Builds the .deb and the .tar.gz of a build tree into SCRATCH (emptied
# first: the build tree itself is left alone) and checks what they hold: both
# programs, the icon, the .desktop entry, the AppStream metainfo and the
# translations, and, in the .deb, that Depends names the GUI's libraries and libcurl.

foreach(tool cpack dpkg-deb tar)
    find_program(${tool}_path ${tool})
    if(NOT ${tool}_path)
        message("SKIPPED: ${tool} is not installed (installer/debian-deps.sh installs what packaging needs).")
        return()
    endif()
endforeach()

set(installed_files
    bin/rsinspector
    bin/rsinspector-cli
    share/icons/hicolor/scalable/apps/io.github.rsinspector.svg
    share/applications/io.github.rsinspector.desktop
    share/metainfo/io.github.rsinspector.metainfo.xml
    share/rsinspector/translations/rsinspector_de.qm
    share/rsinspector/translations/rsinspector_ja.qm)

# Fails with the tool's output when a command does not succeed; returns its
# standard output in the named variable.
function(run out_var)
    execute_process(COMMAND ${ARGN}
        RESULT_VARIABLE result
        OUTPUT_VARIABLE output
        ERROR_VARIABLE errors)
    if(NOT result EQUAL 0)
        string(REPLACE ";" " " command "${ARGN}")
        message(FATAL_ERROR "${command} failed (${result}):\n${output}\n${errors}")
    endif()
    set(${out_var} "${output}" PARENT_SCOPE)
endfunction()

# Each expected file appears in the listing as a line ending in
# "/<prefix><file>" (tar and dpkg-deb print paths in their own forms).
function(expect_files listing prefix package)
    set(missing)
    foreach(file IN LISTS installed_files)
        string(FIND "${listing}\n" "/${prefix}${file}\n" at)
        if(at EQUAL -1)
            list(APPEND missing "${prefix}${file}")
        endif()
    endforeach()
    if(missing)
        string(REPLACE ";" "\n  " missing "${missing}")
        message(FATAL_ERROR "${package} lacks:\n  ${missing}\nIt holds:\n${listing}")
    endif()
endfunction()

file(REMOVE_RECURSE "${SCRATCH}")
file(MAKE_DIRECTORY "${SCRATCH}")

# The .deb
run(output ${cpack_path} -G DEB --config "${CPACK_CONFIG}" -B "${SCRATCH}/deb")
file(GLOB debs "${SCRATCH}/deb/*.deb")
list(LENGTH debs count)
if(NOT count EQUAL 1)
    message(FATAL_ERROR "cpack -G DEB made ${count} .deb files, not one:\n${output}")
endif()
run(listing ${dpkg-deb_path} --contents ${debs})
expect_files("${listing}" "usr/" "${debs}")
run(depends ${dpkg-deb_path} --field ${debs} Depends)
string(STRIP "${depends}" depends)
message("Depends: ${depends}")
foreach(library libqt6widgets6 libqt6gui6 libqt6svg6 libqt6sql6-sqlite libqt6keychain1 libquazip1-qt6-1 libcurl4)
    if(NOT depends MATCHES "(^|[ ,])${library}([ ,(]|$)")
        message(FATAL_ERROR "${debs}: Depends does not name ${library}: ${depends}")
    endif()
endforeach()
run(package_field ${dpkg-deb_path} --field ${debs} Package Version)
message("${package_field}")
if(NOT package_field MATCHES "Package: rsinspector\n" OR NOT package_field MATCHES "Version: ${VERSION}")
    message(FATAL_ERROR "${debs}: not the package rsinspector ${VERSION}:\n${package_field}")
endif()

# Installed, the desktop entry, icon and metainfo fit together: the metainfo
# launches a desktop file that is there, and so on.
find_program(appstreamcli_path appstreamcli)
if(appstreamcli_path)
    run(output ${dpkg-deb_path} --extract ${debs} "${SCRATCH}/root")
    run(output ${appstreamcli_path} validate-tree --no-net "${SCRATCH}/root")
    message("appstreamcli validate-tree: ${output}")
else()
    message("appstreamcli is not installed: the installed tree is not validated.")
endif()

# The .tar.gz
run(output ${cpack_path} -G TGZ --config "${CPACK_CONFIG}" -B "${SCRATCH}/tgz")
file(GLOB archives "${SCRATCH}/tgz/*.tar.gz")
list(LENGTH archives count)
if(NOT count EQUAL 1)
    message(FATAL_ERROR "cpack -G TGZ made ${count} .tar.gz files, not one:\n${output}")
endif()
run(listing ${tar_path} tzf ${archives})
expect_files("${listing}" "" "${archives}")

message("Packages checked: ${debs} ${archives}")
