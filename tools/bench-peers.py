#!/usr/bin/env python3
"""Peer benchmark: draws the synthetic frames of `playground bench --synthetic` with Blend2D, Skia and cairo (through
their Python bindings), alternating with our own measurement in one run, and prints the medians and ratios.

The shapes come from `playground bench --synthetic all --geometry FILE` so that every renderer draws exactly the same
ones. Each peer draws a whole frame per measurement (clear, every shape, flush) on one thread, into a surface kept from
frame to frame, as ours is. Python's per-call overhead is included in the peers' times (about 0.35 ms for the 2,000
discs).

Usage: bench-peers.py PLAYGROUND GEOMETRY.json [--rounds N] [--frames N]
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import time

SIZES = [(1280, 720), (2560, 1440)]


def parse_path(data):
    """SVG path data as our export writes it (absolute M, L, Q, C, Z) into (command, points) pairs."""
    tokens = re.findall(r"[MLQCZ]|-?[0-9.]+(?:e-?[0-9]+)?", data)
    commands, i = [], 0
    counts = {"M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0}
    while i < len(tokens):
        command = tokens[i]
        n = counts[command]
        commands.append((command, [float(t) for t in tokens[i + 1:i + 1 + n]]))
        i += 1 + n
    return commands


class Blend2D:
    name = "Blend2D"

    def __init__(self, geometry, folder):
        import blend2d
        self.b = blend2d
        self.tile = blend2d.BLImage()
        self.tile.readFromFile(os.path.join(folder, geometry["tile"]))

        self.targets = {}

    def draw(self, frame, shapes, scale, width, height, background):
        b = self.b
        if (width, height) not in self.targets:
            image = b.BLImage(width, height, b.BLFormat.PRGB32)
            self.targets[(width, height)] = (image, b.BLContext(image))
        _, ctx = self.targets[(width, height)]
        ctx.reset_transform()
        start = time.perf_counter()
        ctx.set_fill_style(tuple(background))
        ctx.fill_all()
        ctx.scale(scale, scale)
        for shape in shapes:
            if "image" in shape:
                x, y, w, h = shape["image"]
                ctx.global_alpha = shape["opacity"]
                ctx.blit_image(b.BLRect(x, y, w, h), self.tile)
                ctx.global_alpha = 1.0
            elif "stroke" in shape:
                path = b.BLPath()
                for command, p in shape["path"]:
                    if command == "M": path.move_to(*p)
                    elif command == "L": path.line_to(*p)
                    elif command == "Q": path.quadric_to(*p)
                    elif command == "C": path.cubic_to(*p)
                    else: path.close()
                ctx.stroke_width = shape["width"]
                ctx.stroke_join = b.BLStrokeJoin.JOIN_ROUND
                ctx.set_stroke_caps(b.BLStrokeCap.CAP_ROUND)
                ctx.set_stroke_style(tuple(shape["color"]))
                ctx.stroke_path(path)
            elif "ellipse" in shape:
                x, y, w, h = shape["ellipse"]
                ctx.set_fill_style(tuple(shape["color"]))
                ctx.fill_ellipse(x + w / 2, y + h / 2, w / 2, h / 2)
            elif "roundedRect" in shape:
                x, y, w, h = shape["roundedRect"]
                path = b.BLPath()
                path.add_round_rect(b.BLRect(x, y, w, h), shape["radius"])
                ctx.set_fill_style(tuple(shape["color"]))
                ctx.fill_path(path)
            elif "ring" in shape:
                x, y, w, h = shape["ring"]
                ctx.stroke_width = shape["width"]
                ctx.set_stroke_caps(b.BLStrokeCap.CAP_BUTT)
                ctx.set_stroke_style(tuple(shape["color"]))
                ctx.stroke_ellipse(x + w / 2, y + h / 2, w / 2, h / 2)
        ctx.flush()
        return time.perf_counter() - start


class Skia:
    name = "Skia"

    def __init__(self, geometry, folder):
        import skia
        self.s = skia
        self.tile = skia.Image.open(os.path.join(folder, geometry["tile"]))
        self.surfaces = {}

    def draw(self, frame, shapes, scale, width, height, background):
        s = self.s
        if (width, height) not in self.surfaces:
            self.surfaces[(width, height)] = s.Surface(width, height)
        surface = self.surfaces[(width, height)]
        canvas = surface.getCanvas()
        start = time.perf_counter()
        canvas.clear(s.Color4f(*background))
        canvas.save()
        canvas.scale(scale, scale)
        sampling = s.SamplingOptions(s.FilterMode.kLinear)
        for shape in shapes:
            if "image" in shape:
                x, y, w, h = shape["image"]
                paint = s.Paint(AntiAlias=True, Alphaf=shape["opacity"])
                canvas.drawImageRect(self.tile, s.Rect.MakeXYWH(x, y, w, h), sampling, paint)
            elif "stroke" in shape:
                path = s.Path()
                for command, p in shape["path"]:
                    if command == "M": path.moveTo(*p)
                    elif command == "L": path.lineTo(*p)
                    elif command == "Q": path.quadTo(*p)
                    elif command == "C": path.cubicTo(*p)
                    else: path.close()
                paint = s.Paint(AntiAlias=True, Color4f=s.Color4f(*shape["color"]), Style=s.Paint.kStroke_Style,
                                StrokeWidth=shape["width"], StrokeCap=s.Paint.kRound_Cap, StrokeJoin=s.Paint.kRound_Join)
                canvas.drawPath(path, paint)
            elif "ellipse" in shape:
                x, y, w, h = shape["ellipse"]
                canvas.drawOval(s.Rect.MakeXYWH(x, y, w, h), s.Paint(AntiAlias=True, Color4f=s.Color4f(*shape["color"])))
            elif "roundedRect" in shape:
                x, y, w, h = shape["roundedRect"]
                canvas.drawRoundRect(s.Rect.MakeXYWH(x, y, w, h), shape["radius"], shape["radius"],
                                     s.Paint(AntiAlias=True, Color4f=s.Color4f(*shape["color"])))
            elif "ring" in shape:
                x, y, w, h = shape["ring"]
                canvas.drawOval(s.Rect.MakeXYWH(x, y, w, h), s.Paint(AntiAlias=True, Color4f=s.Color4f(*shape["color"]),
                                Style=s.Paint.kStroke_Style, StrokeWidth=shape["width"]))
        canvas.restore()
        surface.flushAndSubmit()
        return time.perf_counter() - start


class Cairo:
    name = "cairo"

    def __init__(self, geometry, folder):
        import cairo
        self.c = cairo
        self.tile = cairo.ImageSurface.create_from_png(os.path.join(folder, geometry["tile"]))
        self.surfaces = {}

    def draw(self, frame, shapes, scale, width, height, background):
        c = self.c
        if (width, height) not in self.surfaces:
            self.surfaces[(width, height)] = c.ImageSurface(c.FORMAT_ARGB32, width, height)
        surface = self.surfaces[(width, height)]
        ctx = c.Context(surface)
        start = time.perf_counter()
        ctx.set_source_rgba(*background)
        ctx.paint()
        ctx.scale(scale, scale)
        for shape in shapes:
            if "image" in shape:
                x, y, w, h = shape["image"]
                ctx.save()
                ctx.translate(x, y)
                ctx.scale(w / self.tile.get_width(), h / self.tile.get_height())
                ctx.set_source_surface(self.tile, 0, 0)
                ctx.get_source().set_filter(c.FILTER_BILINEAR)
                ctx.paint_with_alpha(shape["opacity"])
                ctx.restore()
            elif "stroke" in shape:
                ctx.new_path()
                current = (0, 0)
                for command, p in shape["path"]:
                    if command == "M": ctx.move_to(*p); current = p
                    elif command == "L": ctx.line_to(*p); current = p
                    elif command == "Q":
                        (x0, y0), (x1, y1), (x2, y2) = current, p[0:2], p[2:4]
                        ctx.curve_to(x0 + 2 / 3 * (x1 - x0), y0 + 2 / 3 * (y1 - y0), x2 + 2 / 3 * (x1 - x2), y2 + 2 / 3 * (y1 - y2), x2, y2)
                        current = p[2:4]
                    elif command == "C": ctx.curve_to(*p); current = p[4:6]
                    else: ctx.close_path()
                ctx.set_line_width(shape["width"])
                ctx.set_line_cap(c.LINE_CAP_ROUND)
                ctx.set_line_join(c.LINE_JOIN_ROUND)
                ctx.set_source_rgba(*shape["color"])
                ctx.stroke()
            elif "ellipse" in shape or "ring" in shape:
                x, y, w, h = shape.get("ellipse") or shape.get("ring")
                ctx.save()
                ctx.translate(x + w / 2, y + h / 2)
                ctx.scale(w / 2, h / 2)
                ctx.new_path()
                ctx.arc(0, 0, 1, 0, 6.283185307179586)
                ctx.restore()
                ctx.set_source_rgba(*shape["color"])
                if "ring" in shape:
                    ctx.set_line_width(shape["width"])
                    ctx.set_line_cap(c.LINE_CAP_BUTT)
                    ctx.stroke()
                else:
                    ctx.fill()
            elif "roundedRect" in shape:
                x, y, w, h = shape["roundedRect"]
                r = shape["radius"]
                ctx.new_path()
                ctx.arc(x + w - r, y + r, r, -1.5707963267948966, 0)
                ctx.arc(x + w - r, y + h - r, r, 0, 1.5707963267948966)
                ctx.arc(x + r, y + h - r, r, 1.5707963267948966, 3.141592653589793)
                ctx.arc(x + r, y + r, r, 3.141592653589793, 4.71238898038469)
                ctx.close_path()
                ctx.set_source_rgba(*shape["color"])
                ctx.fill()
        surface.flush()
        return time.perf_counter() - start


def ours(playground, frame, width, height, frames):
    """Our median for one frame kind and size, single thread, from `playground bench`'s JSON summary."""
    output = subprocess.run(
        [playground, "bench", "--synthetic", frame, "--size", f"{width}x{height}", "--threads", "1", "--frames", str(frames)],
        check=True, capture_output=True, text=True).stdout.strip().splitlines()[-1]
    return json.loads(output)["median_ms"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("playground")
    parser.add_argument("geometry")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--frames", type=int, default=30)
    args = parser.parse_args()
    folder = os.path.dirname(os.path.abspath(args.geometry))
    geometry = json.load(open(args.geometry))
    for frame in geometry["frames"].values():
        for shape in frame:
            if "stroke" in shape:
                shape["path"] = parse_path(shape["stroke"])
    peers = []
    for peer in (Blend2D, Skia, Cairo):
        try:
            peers.append(peer(geometry, folder))
        except ImportError as error:
            print(f"({peer.name} is not installed: {error})")
    point_width = geometry["pointSize"][0]
    results = {}
    # Rounds alternate every renderer, so that the VM's drifting speed weighs on all of them alike.
    for _ in range(args.rounds):
        for frame, shapes in geometry["frames"].items():
            for width, height in SIZES:
                scale = width / point_width
                key = (frame, width)
                results.setdefault(key, {}).setdefault("ours", []).append(ours(args.playground, frame, width, height, args.frames))
                for peer in peers:
                    times = [peer.draw(frame, shapes, scale, width, height, geometry["background"]) for _ in range(args.frames)]
                    results[key].setdefault(peer.name, []).append(statistics.median(times) * 1000)
    names = ["ours"] + [peer.name for peer in peers]
    print("| frame | size | " + " | ".join(names) + " | ours / Blend2D | ours / best peer |")
    print("|---|---|" + "---|" * (len(names) + 2))
    for (frame, width), by in results.items():
        medians = {name: statistics.median(by[name]) for name in names}
        best = min((medians[n] for n in names if n != "ours"), default=float("nan"))
        blend = medians.get("Blend2D", float("nan"))
        cells = " | ".join(f"{medians[n]:.2f}" for n in names)
        print(f"| {frame} | {width}x{int(width * 9 / 16)} | {cells} | {medians['ours'] / blend:.2f}x | {medians['ours'] / best:.2f}x |")


if __name__ == "__main__":
    main()
