// Gives the script-loading tests a compile cache of their own (`XDG_CACHE_HOME` in a folder named after the process),
// set when the test runner is loaded, before its first thread starts. Setting it from a test instead would race with
// the other tests, which run in parallel and read the environment: glibc's `setenv` may move the array a reader walks.
// The folder (scripts, their builds, the tests' scratch files) is removed when the runner exits.
#include "ScriptTestEnvironment.h"

#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static char folder[PATH_MAX];

const char *script_test_environment_folder(void) { return folder; }

static int remove_entry(const char *path, const struct stat *status, int type, struct FTW *position) {
    (void)status; (void)type; (void)position;
    remove(path);
    return 0;
}

static void clean_up(void) { nftw(folder, remove_entry, 16, FTW_DEPTH | FTW_PHYS); }

__attribute__((constructor)) static void set_up(void) {
    const char *temporary = getenv("TMPDIR");
    if (!temporary || !*temporary) temporary = "/tmp";
    snprintf(folder, sizeof folder, "%s/ScriptLoadingTests-%d", temporary, (int)getpid());
    mkdir(folder, 0700);
    char cache[PATH_MAX + 8];
    snprintf(cache, sizeof cache, "%s/cache", folder);
    mkdir(cache, 0700);
    setenv("XDG_CACHE_HOME", cache, 1);
    atexit(clean_up);
}
