#!/usr/bin/env python3
"""Build-flavour benchmark: the tuned build (`make build`) against a plain `swift build -c release`, alternating the
two binaries in one run (this VM's speed drifts too much for runs apart to compare), one thread, and prints the
medians and the plain / tuned ratio for the synthetic frames and the splash at 2x.

Usage: bench-builds.py TUNED PLAIN [--rounds N] [--frames N]
"""
import argparse
import json
import statistics
import subprocess

CASES = [
    ("tiles 1280x720", ["--synthetic", "tiles", "--size", "1280x720"]),
    ("strokes 1280x720", ["--synthetic", "strokes", "--size", "1280x720"]),
    ("discs 1280x720", ["--synthetic", "discs", "--size", "1280x720"]),
    ("splash 1280x800 at 2x", ["--scene", "splash", "--size", "1280x800", "--scale", "2"]),
]


def median_ms(binary, arguments, frames):
    """The median frame time one `playground bench` run reports (its last line is a JSON summary)."""
    output = subprocess.run(
        [binary, "bench", *arguments, "--threads", "1", "--frames", str(frames)],
        check=True, capture_output=True, text=True).stdout
    return json.loads(output.strip().splitlines()[-1])["median_ms"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("tuned")
    parser.add_argument("plain")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--frames", type=int, default=60)
    options = parser.parse_args()
    print("| frame | tuned | plain | plain / tuned |")
    print("|---|---|---|---|")
    for name, arguments in CASES:
        times = {"tuned": [], "plain": []}
        for _ in range(options.rounds):
            times["tuned"].append(median_ms(options.tuned, arguments, options.frames))
            times["plain"].append(median_ms(options.plain, arguments, options.frames))
        tuned, plain = statistics.median(times["tuned"]), statistics.median(times["plain"])
        print(f"| {name} | {tuned:.2f} | {plain:.2f} | {plain / tuned:.2f}x |", flush=True)


if __name__ == "__main__":
    main()
