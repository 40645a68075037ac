#!/usr/bin/env python3
"""Up to 4K, against the memory floor: docs/performance.md's table for the tuned and plain builds, alternating the two
binaries round by round (this VM's speed drifts too much for runs apart to compare), two threads.

At 1280x720, 2560x1440 and 3840x2160: the floor (an empty scene of that size: the frame cleared and filled once), the
splash scene (and the part of its frame spent evaluating and recording the tree, before the rasterizer), the window's
frame (`bench --window`), the window's frame drawn into a window and presented (`--window --present`, on an Xvfb server
with a 3840x2160 screen that this starts when Xvfb is installed), and the synthetic frames as multiples of the floor.
Prints medians of the rounds' medians as a Markdown table.

Usage: bench-4k.py TUNED PLAIN [--rounds N]
"""
import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

SIZES = [(1280, 720), (2560, 1440), (3840, 2160)]
SCREEN = "3840x2160x24"


def measure(binary, arguments, frames, environment):
    """The median, 95th percentile, present median (0 when not presented) and recording median (0 but for a scene) of
    one `playground bench` run."""
    command = [binary, "bench", *arguments, "--threads", "2", "--frames", str(frames)]
    run = subprocess.run(command, capture_output=True, text=True, env=environment)
    if run.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({run.returncode}): {run.stderr.strip()}")
    summary = json.loads(run.stdout.strip().splitlines()[-1])
    fields = ("median_ms", "p95_ms", "present_median_ms", "record_median_ms")
    return tuple(summary.get(field, 0.0) for field in fields)


def start_display(environment):
    """An Xvfb server for the presented columns; None (and the columns left out) without Xvfb."""
    if shutil.which("Xvfb") is None:
        print("(Xvfb is not installed: no presented columns)", file=sys.stderr)
        return None
    for number in range(120, 160):
        if os.path.exists(f"/tmp/.X11-unix/X{number}"):
            continue
        server = subprocess.Popen(
            ["Xvfb", f":{number}", "-screen", "0", SCREEN, "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(50):
            if os.path.exists(f"/tmp/.X11-unix/X{number}") or server.poll() is not None:
                break
            time.sleep(0.1)
        if server.poll() is None:
            environment["DISPLAY"] = f":{number}"
            environment["SDL_VIDEODRIVER"] = "x11"
            return server
    print("(Xvfb did not start: no presented columns)", file=sys.stderr)
    return None


def cases(size, empty_scene):
    """Each column's bench arguments and frame count at `size` (WxH)."""
    common = ["--size", size]
    yield "floor", ["--scene", empty_scene, *common], 40
    yield "splash", ["--scene", "splash", *common], 40
    yield "window", ["--scene", "splash", "--window", *common], 40
    yield "presented", ["--scene", "splash", "--window", "--present", *common], 40
    for frame in ("tiles", "strokes", "discs"):
        yield frame, ["--synthetic", frame, *common], 20


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("tuned")
    parser.add_argument("plain")
    parser.add_argument("--rounds", type=int, default=5)
    options = parser.parse_args()
    builds = {"tuned": options.tuned, "plain": options.plain}
    work = tempfile.mkdtemp(prefix="bench-4k-")
    environment = dict(os.environ, XDG_CONFIG_HOME=work)
    environment.pop("WAYLAND_DISPLAY", None)
    # Stopped by a signal, the Xvfb server and the folder still go (through `finally`).
    for stop in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(stop, lambda number, frame: sys.exit(128 + number))
    server = start_display(environment)
    results = {}
    try:
        for round_index in range(options.rounds):
            order = list(builds.items())
            if round_index % 2:
                order.reverse()
            for width, height in SIZES:
                size = f"{width}x{height}"
                empty_scene = os.path.join(work, f"empty-{size}.json")
                with open(empty_scene, "w") as file:
                    json.dump({"size": [width, height], "backgroundColor": "#202020"}, file)
                for build, binary in order:
                    for column, arguments, frames in cases(size, empty_scene):
                        if column == "presented" and server is None:
                            continue
                        results.setdefault((size, build, column), []).append(
                            measure(binary, arguments, frames, environment))
            print(f"round {round_index + 1} of {options.rounds}", file=sys.stderr, flush=True)
    finally:
        if server is not None:
            server.terminate()
            server.wait()
        shutil.rmtree(work, ignore_errors=True)

    presented = server is not None
    header = ["size", "build", "floor (ms)", "splash (ms, p95)", "of which recording (ms)", "splash / floor",
              "window (ms, p95)"]
    if presented:
        header += ["presented (ms, p95)", "present (ms)"]
    header += ["tiles / floor", "strokes / floor", "discs / floor"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for width, height in SIZES:
        size = f"{width}x{height}"
        for build in builds:
            def median(column, field=0):
                return statistics.median(run[field] for run in results[(size, build, column)])
            floor = median("floor")
            row = [size, build, f"{floor:.2f}", f"{median('splash'):.2f}, {median('splash', 1):.2f}",
                   f"{median('splash', 3):.2f}", f"{median('splash') / floor:.0f}",
                   f"{median('window'):.2f}, {median('window', 1):.2f}"]
            if presented:
                row += [f"{median('presented'):.2f}, {median('presented', 1):.2f}", f"{median('presented', 2):.2f}"]
            row += [f"{median(frame) / floor:.1f}" for frame in ("tiles", "strokes", "discs")]
            print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
