#!/usr/bin/env python3
"""Time kiwisolver (the C++ Cassowary solver behind matplotlib) on a system exported as JSON,
the same way the Swift solver bench times NibLayout's Solver, for a side-by-side figure.

    pip install kiwisolver
    python3 Scripts/kiwi_compare.py system.json [--rounds 5]

A file written by `nibbench layout --export FILE` holds one system per root instead
({"systems": [...]}, see load_systems); it is timed the way nibbench times NibLayout on it.

JSON format (written by the scratch bench's `solverbench --export`):

    {
      "variables":   ["v0.x", "v0.y", ...],             # index = variable id
      "constraints": [{"terms": [[id, coefficient], ...],
                       "constant": c,                    # terms + constant  OP  0
                       "op": "==" | "<=" | ">=",
                       "priority": p}, ...],             # UIKit priority; 1000 = required
      "edits":       [{"variable": id, "priority": p,   # edit variable, strength p (< 1000)
                       "values": [v0, v1, ...]}]         # suggested values, cycled through
    }

Optional constraints get the kiwi strength `p` itself: the objective weight is linear in the
priority, exactly as in NibLayout, so both solvers minimise the same objective. Required
constraints use kiwi's `required` strength.

Full solve = new Solver, add every constraint, add the edit variable, suggest the first value,
updateVariables(). Relayout = suggestValue + updateVariables(). Constraint objects are built once,
outside the timed region. Each figure is the best of `--rounds` rounds of at least 0.25 s.
The checksums (sum of all values after each suggested value) must match the Swift bench's.
"""
import argparse
import json
import time

import kiwisolver as kiwi


def load(path):
    with open(path) as handle:
        spec = json.load(handle)
    variables = [kiwi.Variable(name) for name in spec["variables"]]
    constraints = []
    for item in spec["constraints"]:
        terms = [kiwi.Term(variables[index], coefficient) for index, coefficient in item["terms"]]
        expression = kiwi.Expression(terms, item["constant"])
        priority = item["priority"]
        strength = "required" if priority >= 1000 else priority
        constraints.append(kiwi.Constraint(expression, item["op"], strength))
    edit = spec["edits"][0]
    return variables, constraints, variables[edit["variable"]], edit["priority"], edit["values"]


def load_systems(spec):
    """`nibbench layout --export` format: {"systems": [{"variables", "constraints",
    "width": {"variable": id, "saved": w}}, ...]}, one per root."""
    systems = []
    for item in spec["systems"]:
        variables = [kiwi.Variable(name) for name in item["variables"]]
        constraints = []
        for c in item["constraints"]:
            terms = [kiwi.Term(variables[index], coefficient) for index, coefficient in c["terms"]]
            strength = "required" if c["priority"] >= 1000 else c["priority"]
            constraints.append(kiwi.Constraint(kiwi.Expression(terms, c["constant"]), c["op"], strength))
        systems.append((variables, constraints, variables[item["width"]["variable"]], item["width"]["saved"]))
    return systems


def add_pin(solver, constraint):
    """Adds a root's width constraint; a root whose constraints fix its width keeps it (None),
    as NibLayout's solver skips what it cannot add."""
    try:
        solver.addConstraint(constraint)
        return constraint
    except kiwi.UnsatisfiableConstraint:
        return None


def main_systems(spec, rounds, minimum_time):
    """Full solve = per root: new Solver, every constraint, the width constraint at the saved
    width, updateVariables(). Relayout = per root: remove the width constraint, add one 20 pt
    wider or narrower (required), updateVariables(): what NibLayout's LayoutRoot does."""
    systems = load_systems(spec)
    print(f"systems: {len(systems)}, constraints: {sum(len(s[1]) for s in systems)}")

    def build_all():
        built = []
        for variables, constraints, width, saved in systems:
            solver = kiwi.Solver()
            for constraint in constraints:
                solver.addConstraint(constraint)
            pin = add_pin(solver, width == saved)
            solver.updateVariables()
            built.append((solver, pin))
        return built

    start = time.perf_counter()
    calls = 0
    probe = kiwi.Solver()
    for _, constraints, _, _ in systems:
        for constraint in constraints:
            probe.hasConstraint(constraint)
            calls += 1
    call_overhead = time.perf_counter() - start

    best_full = best_relayout = 0.0
    for _ in range(rounds):
        count, start = 0, time.perf_counter()
        while True:
            built = build_all()
            count += len(systems)
            elapsed = time.perf_counter() - start
            if elapsed >= minimum_time:
                break
        best_full = max(best_full, count / elapsed)
        delta, count, start = 20.0, 0, time.perf_counter()
        while True:
            for index, (solver, pin) in enumerate(built):
                if pin is not None:
                    solver.removeConstraint(pin)
                _, _, width, saved = systems[index]
                pin = add_pin(solver, width == saved + delta)
                solver.updateVariables()
                built[index] = (solver, pin)
            delta = -delta
            count += len(systems)
            elapsed = time.perf_counter() - start
            if elapsed >= minimum_time:
                break
        best_relayout = max(best_relayout, count / elapsed)
    print(f"kiwi full solves/s: {best_full:.1f}")
    print(f"kiwi relayouts/s: {best_relayout:.1f}")
    print(f"kiwi relayout/full ratio: {best_relayout / best_full:.1f}")
    print(f"kiwi python call overhead per full pass: {call_overhead * 1e3:.3f} ms ({calls} calls)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("system")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--minimum-time", type=float, default=0.25)
    parser.add_argument("--dump", metavar="PATH",
                        help="write each variable's value after the first suggested value, one a line")
    args = parser.parse_args()

    with open(args.system) as handle:
        spec = json.load(handle)
    if "systems" in spec:
        main_systems(spec, args.rounds, args.minimum_time)
        return

    variables, constraints, edit_variable, edit_priority, values = load(args.system)

    def build():
        solver = kiwi.Solver()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.addEditVariable(edit_variable, edit_priority)
        return solver

    checker = build()
    checksums = []
    for value in values:
        checker.suggestValue(edit_variable, value)
        checker.updateVariables()
        checksums.append(sum(variable.value() for variable in variables))
    print(f"system: {len(variables)} variables, {len(constraints)} constraints")
    if args.dump:
        dumper = build()
        dumper.suggestValue(edit_variable, values[0])
        dumper.updateVariables()
        with open(args.dump, "w") as handle:
            handle.writelines(f"{variable.value():.9f}\n" for variable in variables)
    if args.rounds == 0:
        return
    print("checksums: " + " ".join(f"{value:.4f}" for value in checksums))

    # Cost of the Python-to-C++ call alone, to judge how much of the full-solve time is the
    # interpreter rather than kiwi: one cheap solver call per constraint.
    start = time.perf_counter()
    for constraint in constraints:
        checker.hasConstraint(constraint)
    call_overhead = time.perf_counter() - start

    best_full = best_relayout = 0.0
    for _ in range(args.rounds):
        count, start = 0, time.perf_counter()
        while True:
            solver = build()
            solver.suggestValue(edit_variable, values[0])
            solver.updateVariables()
            count += 1
            elapsed = time.perf_counter() - start
            if elapsed >= args.minimum_time:
                break
        best_full = max(best_full, count / elapsed)

        solver = build()
        count, start = 0, time.perf_counter()
        while True:
            for value in values:
                solver.suggestValue(edit_variable, value)
                solver.updateVariables()
            count += len(values)
            elapsed = time.perf_counter() - start
            if elapsed >= args.minimum_time:
                break
        best_relayout = max(best_relayout, count / elapsed)

    print(f"kiwi full solves/s: {best_full:.1f}")
    print(f"kiwi relayouts/s: {best_relayout:.1f}")
    print(f"kiwi relayout/full ratio: {best_relayout / best_full:.1f}")
    print(f"kiwi python call overhead per full solve: {call_overhead * 1e3:.3f} ms "
          f"({len(constraints)} calls)")


if __name__ == "__main__":
    main()
