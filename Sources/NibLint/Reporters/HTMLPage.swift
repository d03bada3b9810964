import NibDocument
import NibSupport

/// The parts every nibcheck HTML page shares: the head with its stylesheet, the script, escaping.
enum HTMLPage {
    /// Text and attribute values, with the package's one markup escaper.
    static func escape(_ text: String) -> String { XMLText.escape(text) }

    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
        <title>\(escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>

        """
    }

    static let style = """
        :root { --error: #d70015; --warning: #c35a00; --info: #0066cc; --bg: #f5f5f7; --card: #fff; --text: #1d1d1f; --muted: #6e6e73; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Helvetica Neue", Helvetica, Arial, sans-serif; color: var(--text); background: var(--bg); }
        header { background: var(--card); padding: 10px 20px 4px; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        h2 { font-size: 16px; margin: 0 0 12px; word-break: break-all; }
        h2 small { color: var(--muted); font-weight: normal; }
        .summary p { margin: 4px 0; }
        .count.sev-error { color: var(--error); } .count.sev-warning { color: var(--warning); } .count.sev-info { color: var(--info); }
        table.rules { border-collapse: collapse; margin: 6px 0; font-size: 13px; }
        table.rules th, table.rules td { padding: 1px 10px 1px 0; text-align: left; }
        table.rules td + td { text-align: right; }
        .filters { position: sticky; top: 0; z-index: 2; display: flex; gap: 14px; align-items: center; margin: 0; padding: 8px 20px; background: var(--card); border-bottom: 1px solid #d2d2d7; }
        main { padding: 12px 20px 40px; }
        section.example { margin: 0 0 18px; }
        section.example pre { background: var(--card); padding: 10px; border-radius: 8px; white-space: pre-wrap; }
        section.file { background: var(--card); border-radius: 10px; padding: 16px; margin: 0 0 18px; box-shadow: 0 1px 2px rgba(0,0,0,.08); }
        .file-body { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
        .pictures { flex: 0 1 auto; max-width: 62%; min-width: 200px; overflow-x: auto; }
        figure.root { margin: 0 0 14px; }
        figcaption { color: var(--muted); font-size: 12px; margin-bottom: 4px; }
        figure.root > svg { display: block; max-width: 100%; height: auto; background: #fff; border: 1px solid #d2d2d7; overflow: visible; }
        svg g.view { cursor: pointer; }
        .overlay .outline { fill: none; stroke-width: 2; pointer-events: none; }
        .overlay .outline.sev-error { stroke: var(--error); } .overlay .outline.sev-warning { stroke: var(--warning); } .overlay .outline.sev-info { stroke: var(--info); }
        .overlay .outline.hover { stroke-width: 4; fill: rgba(255, 204, 0, .18); }
        .overlay .outline.active { stroke-width: 4; fill: rgba(255, 204, 0, .32); stroke-dasharray: 6 3; }
        .overlay .badge { pointer-events: none; }
        .overlay .badge circle { stroke: #fff; stroke-width: 1.5; }
        .overlay .badge.sev-error circle { fill: var(--error); } .overlay .badge.sev-warning circle { fill: var(--warning); } .overlay .badge.sev-info circle { fill: var(--info); }
        .overlay .badge text { fill: #fff; font: bold 10px -apple-system, Helvetica, Arial, sans-serif; }
        svg g.view.picked > rect:first-child { outline: 2px solid #0071e3; }
        ol.findings { flex: 1 1 320px; list-style: none; margin: 0; padding: 0; }
        li.finding { border-left: 4px solid; padding: 6px 10px; margin: 0 0 8px; border-radius: 4px; background: #fafafa; cursor: pointer; }
        li.finding.sev-error { border-color: var(--error); } li.finding.sev-warning { border-color: var(--warning); } li.finding.sev-info { border-color: var(--info); }
        li.finding:hover, li.finding.hover { background: #fff8dc; }
        li.finding.active { background: #ffeaa0; }
        li.finding.listed { box-shadow: 0 0 0 2px #0071e3; }
        .number { display: inline-block; min-width: 20px; height: 20px; border-radius: 10px; color: #fff; text-align: center; font-weight: bold; font-size: 12px; line-height: 20px; padding: 0 4px; }
        .sev-error .number { background: var(--error); } .sev-warning .number { background: var(--warning); } .sev-info .number { background: var(--info); }
        .severity { font-weight: 600; text-transform: uppercase; font-size: 11px; }
        .sev-error .severity { color: var(--error); } .sev-warning .severity { color: var(--warning); } .sev-info .severity { color: var(--info); }
        .meta { color: var(--muted); font-size: 12px; margin-top: 2px; }
        .hint { font-size: 13px; margin-top: 2px; }
        .unplaced { font-style: italic; }
        .viewinfo { background: #eef5ff; border-radius: 6px; padding: 6px 10px; }
        .hidden { display: none !important; }
        .explanations pre { background: var(--card); padding: 12px; border-radius: 8px; white-space: pre-wrap; }
        code { font: 12px ui-monospace, Menlo, "DejaVu Sans Mono", monospace; }
        """

    /// Filtering, hover, click-to-scroll, click-a-view. Plain DOM, no libraries.
    static let script = """
        <script>
        (function () {
          "use strict";
          var body = document.body;
          body.dataset.errors = "";
          window.addEventListener("error", function (event) { body.dataset.errors += (event.message || "error") + ";"; });
          function all(selector, root) { return Array.prototype.slice.call((root || document).querySelectorAll(selector)); }
          // Each finding's marks on the pictures, gathered in one pass: looking them up with a
          // selector per finding made loading quadratic (4,000 findings took 14 s).
          var marksByFinding = {};
          all(".overlay [data-finding]").forEach(function (mark) {
            (marksByFinding[mark.dataset.finding] = marksByFinding[mark.dataset.finding] || []).push(mark);
          });
          function marks(number) { return marksByFinding[number] || []; }
          function outline(number) {
            return marks(number).filter(function (mark) { return mark.matches("rect.outline"); })[0] || null;
          }

          // Filters.
          var ruleFilter = document.getElementById("rule-filter");
          function applyFilters() {
            var rule = ruleFilter ? ruleFilter.value : "";
            var boxes = all(".severity-filter");
            var severities = boxes.filter(function (box) { return box.checked; }).map(function (box) { return box.value; });
            var shown = 0;
            all("li.finding").forEach(function (item) {
              var visible = (!rule || item.dataset.rule === rule) && (boxes.length === 0 || severities.indexOf(item.dataset.severity) >= 0);
              item.classList.toggle("hidden", !visible);
              marks(item.dataset.finding).forEach(function (mark) { mark.classList.toggle("hidden", !visible); });
              if (visible) { shown += 1; }
            });
            all("section.file").filter(function (section) { return section.querySelector("ol.findings"); }).forEach(function (section) {
              section.classList.toggle("hidden", all("li.finding:not(.hidden)", section).length === 0);
            });
            var label = document.getElementById("shown");
            if (label) { label.textContent = shown + " shown."; }
          }
          if (ruleFilter) { ruleFilter.addEventListener("change", applyFilters); }
          all(".severity-filter").forEach(function (box) { box.addEventListener("change", applyFilters); });

          // A finding: hover highlights its view; click scrolls to it and marks it.
          function select(item) {
            all(".outline.active").forEach(function (mark) { mark.classList.remove("active"); });
            all("li.finding.active").forEach(function (other) { other.classList.remove("active"); });
            item.classList.add("active");
            var mark = outline(item.dataset.finding);
            if (mark) {
              mark.classList.add("active");
              mark.scrollIntoView({ block: "center", inline: "nearest" });
            }
            return mark;
          }
          all("li.finding").forEach(function (item) {
            item.addEventListener("mouseenter", function () { marks(item.dataset.finding).forEach(function (mark) { mark.classList.add("hover"); }); });
            item.addEventListener("mouseleave", function () { marks(item.dataset.finding).forEach(function (mark) { mark.classList.remove("hover"); }); });
            item.addEventListener("click", function (event) {
              if (event.target.closest("a")) { return; }
              select(item);
            });
            item.addEventListener("keydown", function (event) { if (event.key === "Enter") { select(item); } });
          });

          // A view: list its findings.
          all("figure.root svg g.view").forEach(function (group) {
            group.addEventListener("click", function (event) {
              if (event.currentTarget !== event.target.closest("g.view")) { return; }
              var section = group.closest("section.file");
              var key = group.dataset.id;
              all("g.view.picked").forEach(function (other) { other.classList.remove("picked"); });
              group.classList.add("picked");
              var found = all("li.finding", section).filter(function (item) { return item.dataset.view === key; });
              all("li.finding.listed").forEach(function (item) { item.classList.remove("listed"); });
              found.forEach(function (item) { item.classList.add("listed"); });
              var info = section.querySelector(".viewinfo");
              info.hidden = false;
              info.textContent = (group.dataset.id || "view") + ": " + (found.length === 0 ? "no findings"
                : found.length + " finding" + (found.length === 1 ? "" : "s") + " (" + found.map(function (item) { return "#" + item.dataset.finding; }).join(", ") + ")");
              if (found.length > 0) { found[0].scrollIntoView({ block: "nearest" }); }
            });
          });

          applyFilters();

          // The browser test's hook: #select=N clicks finding N and records what happened.
          var match = /^#select=(\\d+)$/.exec(window.location.hash);
          if (match) {
            var item = document.getElementById("finding-" + match[1]);
            var before = window.scrollY;
            if (item) { item.click(); }
            var mark = outline(match[1]);
            var box = mark ? mark.getBoundingClientRect() : null;
            body.dataset.selected = mark && mark.classList.contains("active") && item.classList.contains("active") ? match[1] : "";
            body.dataset.scrolled = String(window.scrollY - before);
            body.dataset.visible = box && box.top >= 0 && box.bottom <= window.innerHeight ? "yes" : "no";
          }
          body.dataset.ready = "yes";
        })();
        </script>

        """
}
