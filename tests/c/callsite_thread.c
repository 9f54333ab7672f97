/* A thread that never ran Python, for tests/python/callsite_frames.py (mode cthread): built
 * with -shared -fPIC, loaded with ctypes; sample_on_c_thread(HOOK, BUF, LEN) starts a pthread
 * that calls HOOK (libaotspy's aotspy_debug_callsite) with BUF and LEN, joins it, and returns
 * what HOOK returned. */
#include <pthread.h>
#include <stddef.h>

typedef long (*hook_fn)(char *buf, size_t len);

struct job {
    hook_fn hook;
    char *buf;
    size_t len;
    long result;
};

static void *run(void *arg)
{
    struct job *job = arg;
    job->result = job->hook(job->buf, job->len);
    return NULL;
}

long sample_on_c_thread(hook_fn hook, char *buf, size_t len)
{
    struct job job = {hook, buf, len, -1};
    pthread_t thread;
    if (pthread_create(&thread, NULL, run, &job) != 0)
        return -1;
    pthread_join(thread, NULL);
    return job.result;
}
