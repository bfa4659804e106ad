/// The report's style sheet and script, inlined so the report is one file that works from `file://`.
enum ReportAssets {
    static let style = """
    :root { color-scheme: light; --added: #1a7f37; --removed: #cf222e; --changed: #9a6700; --line: #d0d7de; }
    body { font: 15px/1.45 -apple-system, system-ui, "Segoe UI", sans-serif; margin: 0; color: #1f2328; background: #f6f8fa; }
    .report-header { position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 1px solid var(--line); padding: 12px 24px; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    .report-sites { margin: 0 0 8px; color: #59636e; }
    .summary { list-style: none; display: flex; gap: 8px; padding: 0; margin: 0 0 8px; flex-wrap: wrap; }
    .count { border: 1px solid var(--line); border-radius: 999px; padding: 2px 12px; background: #fff; }
    .count-changed strong { color: var(--changed); } .count-added strong { color: var(--added); } .count-removed strong { color: var(--removed); }
    .modes { display: flex; gap: 16px; font-size: 14px; }
    main { padding: 16px 24px 48px; display: grid; gap: 16px; }
    .change { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; }
    .change h2 { font-size: 16px; margin: 0 0 6px; font-weight: 600; }
    .anchor { color: #8c959f; text-decoration: none; font-weight: normal; }
    .badge { display: inline-block; font-size: 12px; text-transform: uppercase; letter-spacing: .04em; border-radius: 4px; padding: 1px 6px; color: #fff; vertical-align: 2px; }
    .badge-changed { background: var(--changed); } .badge-added { background: var(--added); } .badge-removed { background: var(--removed); }
    .what { margin: 0 0 10px; padding-left: 20px; }
    .more { margin: -6px 0 10px; font-size: 14px; color: #59636e; } .more summary { cursor: pointer; }
    .compare { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; outline: none; }
    .side { margin: 0; flex: 0 1 auto; max-width: 48%; }
    .side figcaption { font-size: 13px; font-weight: 600; margin-bottom: 4px; }
    .side-before figcaption { color: var(--removed); } .side-after figcaption { color: var(--added); }
    .frame { border: 1px solid var(--line); border-radius: 6px; background: #fff; padding: 8px; }
    .frame img { display: block; max-width: 100%; height: auto; max-height: 360px; object-fit: contain; }
    .side-missing .frame { color: #8c959f; text-align: center; }
    .mode-overlay .compare { display: grid; cursor: pointer; justify-content: start; }
    .mode-overlay .side { grid-area: 1 / 1; max-width: none; }
    .mode-overlay .compare:not(.flipped) .side-before, .mode-overlay .compare.flipped .side-after { visibility: hidden; }
    .no-changes { font-size: 18px; }
    """

    static let script = """
    (function () {
      var body = document.body;
      document.querySelectorAll('input[name="mode"]').forEach(function (input) {
        input.addEventListener('change', function () {
          body.className = 'mode-' + input.value;
        });
      });
      function flip(compare) { compare.classList.toggle('flipped'); }
      document.querySelectorAll('.compare').forEach(function (compare) {
        compare.addEventListener('click', function () { if (body.className === 'mode-overlay') flip(compare); });
      });
      document.addEventListener('keydown', function (event) {
        if (event.key !== 'f' && event.key !== 'F') return;
        if (body.className !== 'mode-overlay') return;
        document.querySelectorAll('.compare').forEach(flip);
      });
    })();
    """
}
