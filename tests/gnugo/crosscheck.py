#!/usr/bin/env python3
"""Cross-checks tengen-cli's Chinese area count against GNU Go on real final positions.

For each counted game (RE with a points margin, no handicap) in the folders given:
  1. tengen-cli score GAME --json gives the final position (before any removal);
  2. GNU Go (GTP, --chinese-rules) gets that position stone by stone and names the dead stones
     (final_status_list dead): its life-and-death judgement, used by both sides;
  3. tengen-cli score GAME --dead <those stones> --komi K counts;
  4. positions with more than 20 open (dame) points are not finished games and are skipped;
  5. GNU Go gets the position without the dead stones and answers estimate_score; positions it
     does not call settled (bounds differ, or a margin that is not a whole number of half points)
     are skipped.
Both margins must agree. Known differences, not counted as disagreements: GNU Go adds no handicap
compensation under its Chinese rules (so handicap games are skipped), and its final_score fills
the dame in turn (with an odd number of dame it can differ by one point from the Chinese count,
which shares them half each), so it is not used.

Usage: tests/gnugo/crosscheck.py [--limit N] [--cli build/app/tengen-cli] DIR...
Needs the Debian package gnugo. Exit 1 on any disagreement.
"""
import argparse, json, os, pathlib, re, shutil, subprocess, sys

COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


class Gtp:
    def __init__(self):
        gnugo = shutil.which("gnugo") or "/usr/games/gnugo"  # Debian installs it under /usr/games
        self.p = subprocess.Popen([gnugo, "--mode", "gtp", "--chinese-rules", "--level", "10"],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, command):
        self.p.stdin.write(command + "\n")
        self.p.stdin.flush()
        lines = []
        while True:
            line = self.p.stdout.readline()
            if line == "":
                raise RuntimeError("gnugo ended")
            if line.strip() == "" and lines:
                break
            if line.strip():
                lines.append(line.strip())
        answer = " ".join(lines)
        if answer.startswith("?"):
            raise RuntimeError(f"{command}: {answer}")
        return answer[1:].strip()

    def setup(self, size, stones, komi):
        self.ask(f"boardsize {size}")
        self.ask("clear_board")
        self.ask(f"komi {komi}")
        for colour, vertex in stones:
            self.ask(f"play {colour} {vertex}")

    def close(self):
        self.p.stdin.close()
        self.p.wait()


def stones_of(board):
    size = len(board)
    out = []
    for y, row in enumerate(board):
        for x, ch in enumerate(row):
            if ch in "XO":
                out.append(("black" if ch == "X" else "white", f"{COLUMNS[x]}{size - y}"))
    return out


def margin_of(estimate):
    """(margin, settled) from "W+7.5 (upper bound: -7.5, lower: -7.5)"; settled when both bounds agree."""
    m = re.match(r"([BW])\+([0-9.]+)", estimate)
    margin = float(m.group(2)) * (1 if m.group(1) == "B" else -1) if m else 0.0
    b = re.search(r"upper bound:\s*(-?[0-9.]+),\s*lower:\s*(-?[0-9.]+)", estimate)
    settled = b is None or float(b.group(1)) == float(b.group(2))
    return margin, settled


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dirs", nargs="+")
    ap.add_argument("--limit", type=int, default=40)
    ap.add_argument("--cli", default=str(pathlib.Path(__file__).resolve().parents[2] / "build/app/tengen-cli"))
    args = ap.parse_args()
    files = sorted(str(p) for d in args.dirs for p in pathlib.Path(d).rglob("*") if p.suffix.lower() == ".sgf")
    gtp = Gtp()
    checked = agreed = skipped = 0
    for f in files:
        if checked >= args.limit:
            break
        first = json.loads(subprocess.run([args.cli, "score", f, "--json"], capture_output=True, text=True).stdout or "{}")
        if not first or first.get("handicap", 0) or any("illegal" in e for e in first.get("errors", [])):
            continue
        raw = open(f, "rb").read()
        if not first["board"] or (not re.search(rb"RE\[[^\]]*(\+[0-9]|\xca\xa4[0-9]|\xe8\x83\x9c[0-9])", raw)
                                  and "positions" not in f):
            continue  # only games that ended by counting, and the hand-built positions
        board, komi = first["board"], first["komi"]
        gtp.setup(len(board), stones_of(board), komi)
        dead = gtp.ask("final_status_list dead").split()
        ours = json.loads(subprocess.run([args.cli, "score", f, "--json", "--komi", str(komi), "--dead", ",".join(dead)],
                                         capture_output=True, text=True).stdout)
        if ours["dame"] > 20:
            skipped += 1
            print(f"skip {os.path.basename(f)}: {ours['dame']} open points, not a finished game")
            continue
        if ours["errors"]:
            print(f"skip {os.path.basename(f)}: our checks refuse GNU Go's marks: {ours['errors'][0]}")
            continue
        alive = [s for s in stones_of(board) if s[1] not in set(dead)]
        gtp.setup(len(board), alive, komi)
        # estimate_score is GNU Go's static count: exact on a settled position (both bounds equal and
        # a whole number of half points). Elsewhere it is an influence estimate, and final_score
        # plays the position out with GNU Go's own reading, which may change it: such positions are
        # skipped, not compared.
        answer = gtp.ask("estimate_score")
        theirs, settled = margin_of(answer)
        if not settled or theirs * 2 != round(theirs * 2):
            skipped += 1
            print(f"skip {os.path.basename(f)}: not settled for GNU Go ({answer})")
            continue
        checked += 1
        if abs(theirs - ours["margin"]) < 1e-9:
            agreed += 1
        else:
            print(f"DISAGREE {f}: tengen {ours['result']} ({ours['margin']}), gnugo {answer}")
    gtp.close()
    print(f"{agreed} of {checked} settled positions agree with GNU Go's estimate_score "
          f"(chinese, dead stones by GNU Go); {skipped} not settled for GNU Go were skipped")
    return 0 if agreed == checked and checked > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
