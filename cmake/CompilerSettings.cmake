# SPDX-FileCopyrightText: ResourceSync Inspector contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# One INTERFACE target carries the warnings and Qt's strictness defines;
# every target of the project links it, so no directory-wide flags are needed.

add_library(rsi_compile_options INTERFACE)
add_library(rsi::compile_options ALIAS rsi_compile_options)

target_compile_definitions(rsi_compile_options INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_CONTEXTLESS_CONNECT
    QT_NO_FOREACH
    QT_NO_KEYWORDS
    QT_USE_QSTRINGBUILDER
    QT_STRICT_ITERATORS
    QT_DISABLE_DEPRECATED_BEFORE=0x060400)

if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(rsi_compile_options INTERFACE
        -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
        -Wnon-virtual-dtor -Wold-style-cast -Wcast-align -Woverloaded-virtual
        -Wimplicit-fallthrough
        $<$<BOOL:${RSI_WERROR}>:-Werror>)
elseif(MSVC)
    target_compile_options(rsi_compile_options INTERFACE /W4 /permissive- /utf-8
        $<$<BOOL:${RSI_WERROR}>:/WX>)
endif()

option(RSI_WERROR "Treat warnings as errors" OFF)
