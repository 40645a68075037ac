// Sets the script-loading tests' environment up when the test runner is loaded, before its first thread starts: the
// debug `playground` beside the runner checks each new build of a script (`PLAYGROUND_EXECUTABLE`), and scripts are
// compiled into a cache of the process's own (`XDG_CACHE_HOME`, in a folder named after the process). Setting them from
// a test instead would race with the other tests, which run in parallel and read the environment: glibc's `setenv` may
// move the array a reader walks. The folder (scripts, their builds, the tests' scratch files) is removed at exit.
#define _XOPEN_SOURCE 700
#include "ScriptTestEnvironment.h"

#include <errno.h>
#include <ftw.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
    // Room left for the name replacing the runner's.
    char runner[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", runner, sizeof runner - sizeof "/playground");
    if (length > 0) {
        runner[length] = 0;
        char *slash = strrchr(runner, '/');
        if (slash) {
            strcpy(slash, "/playground");
            setenv("PLAYGROUND_EXECUTABLE", runner, 1);
        }
    }
    const char *temporary = getenv("TMPDIR");
    if (!temporary || !*temporary) temporary = "/tmp";
    // A name cut short could name a folder that is not the process's own, which the clean-up would remove: none then.
    int written = snprintf(folder, sizeof folder, "%s/ScriptLoadingTests-%d", temporary, (int)getpid());
    // A folder left by an earlier process of the same number (one that crashed) is taken over.
    if (written < 0 || (size_t)written >= sizeof folder || (mkdir(folder, 0700) != 0 && errno != EEXIST)) {
        folder[0] = 0;
        return;
    }
    atexit(clean_up);
    char cache[PATH_MAX + 8];
    snprintf(cache, sizeof cache, "%s/cache", folder);
    mkdir(cache, 0700);
    setenv("XDG_CACHE_HOME", cache, 1);
}
