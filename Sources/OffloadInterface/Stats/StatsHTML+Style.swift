extension StatsHTML {
    /// The page's styles: light colours, dark ones under `prefers-color-scheme: dark`, one column at most 720
    /// pixels wide, charts as wide as the column.
    ///
    /// Kept free of `<` and `&` so the page stays well-formed XML. Chart text is sized in `viewBox` units, so the
    /// bar and column charts get larger text on a phone, where they are drawn smaller. Bars use the Okabe–Ito
    /// blue (a lighter one on dark), like the categories' ``CategoryPalette``.
    static let style = """
        :root{--bg:#fdfdfc;--fg:#1f2328;--muted:#5f6670;--line:#d5d9de;--bar:#0072B2;--zero:#c9ced4;--card:#f1f3f5}
        @media (prefers-color-scheme:dark){:root{--bg:#15181c;--fg:#e8eaed;--muted:#a3aab3;--line:#353b43;\
        --bar:#56B4E9;--zero:#3d444d;--card:#1f2329}}
        *{box-sizing:border-box}
        body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",\
        Roboto,sans-serif}
        main{max-width:720px;margin:0 auto;padding:1rem}
        h1{font-size:1.5rem;margin:.5rem 0 1rem}
        h2{font-size:1.1rem;margin:1.75rem 0 .5rem}
        .trends{list-style:none;padding:0;margin:0;display:grid;gap:.5rem}
        .trends li{background:var(--card);border-radius:8px;padding:.6rem .8rem;font-size:1.05rem}
        .streak,.lead{margin:.75rem 0}
        svg.chart{display:block;width:100%;height:auto}
        .calibration svg.chart{max-width:340px}
        .bar{fill:var(--bar)}
        .bar.zero{fill:var(--zero)}
        .axis{stroke:var(--muted);stroke-width:1}
        .grid{stroke:var(--line);stroke-width:1;stroke-dasharray:3 3}
        .tick,.name{fill:var(--muted);font-size:13px;font-family:system-ui,sans-serif}
        .piece{stroke:var(--bg);stroke-width:.75}
        .diagonal{stroke:var(--muted);stroke-width:1;stroke-dasharray:5 4}
        .trace{fill:none;stroke:var(--bar);stroke-width:1.5}
        .point{fill:var(--bar);fill-opacity:.85;stroke:var(--bg);stroke-width:1}
        .legend{list-style:none;padding:0;margin:.5rem 0;display:flex;flex-wrap:wrap;gap:.25rem 1rem;\
        font-size:.9rem}
        .swatch{display:inline-block;width:.8em;height:.8em;border-radius:2px;margin-right:.35em;\
        vertical-align:-.05em}
        .postponed{padding-left:1.5rem}
        .moved{color:var(--muted);font-variant-numeric:tabular-nums}
        code{font-size:.85em;color:var(--muted)}
        .scroll{overflow-x:auto}
        table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;font-variant-numeric:tabular-nums;\
        font-size:.95rem}
        caption{text-align:left;color:var(--muted);padding-bottom:.25rem}
        th,td{padding:.25rem .5rem;border-bottom:1px solid var(--line);text-align:right;font-weight:normal}
        thead th{color:var(--muted)}
        th[scope=row],thead th:first-child{text-align:left;white-space:nowrap}
        figure{margin:0}
        figcaption{color:var(--muted);font-size:.9rem;max-width:34rem}
        .milestones{list-style:none;padding:0}
        time{color:var(--muted);font-variant-numeric:tabular-nums;margin-right:.5rem}
        footer{margin-top:2rem;color:var(--muted);font-size:.85rem}
        @media (max-width:480px){main{padding:.75rem}h1{font-size:1.3rem}table{font-size:.8rem}\
        th,td{padding:.2rem .25rem}section > svg .tick{font-size:18px}}
        """
}
