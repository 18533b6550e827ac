// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Runs one program and writes what it cost to a file: its exit code, wall
// time, CPU time and peak resident memory. The benchmarks start programs
// through it because Linux counts a child's peak memory from the process it
// was forked from: forked from a benchmark holding a large document, even
// xmllint would seem to need that much. This launcher is small, so its
// children's figures are their own.
//
//   bench_measure <result file> <stderr file> <program> [arguments...]
//
// Standard output goes to /dev/null, standard error to <stderr file>. The
// result file gets one line: "<exit code> <wall ms> <cpu ms> <peak KB>".
#include <chrono>
#include <cstdio>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char *argv[])
{
    if (argc < 4)
        return 2;
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid < 0)
        return 2;
    if (pid == 0) {
        const int null = open("/dev/null", O_WRONLY);
        const int errors = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (null < 0 || errors < 0 || dup2(null, 1) < 0 || dup2(errors, 2) < 0)
            _exit(127);
        execv(argv[3], argv + 3);
        _exit(127);
    }
    int status = 0;
    rusage usage {};
    if (wait4(pid, &status, 0, &usage) != pid)
        return 2;
    const double wallMs
        = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count();
    const double cpuMs = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
    FILE *result = std::fopen(argv[1], "w");
    if (!result)
        return 2;
    std::fprintf(result, "%d %.3f %.3f %ld\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1, wallMs,
                 cpuMs, usage.ru_maxrss);
    std::fclose(result);
    return 0;
}
