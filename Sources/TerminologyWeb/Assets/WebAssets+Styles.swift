extension WebAssets {
    /// Small, readable, high-contrast styles (text on background above 7:1; focus always visible).
    static let css = """
        :root { --ink: #1b1b1b; --paper: #ffffff; --accent: #1f4e79; --muted: #4a4a4a; --line: #c8c8c8; --soft: #eef3f8; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--paper); }
        a { color: var(--accent); }
        a:focus, button:focus, input:focus, select:focus, textarea:focus, main:focus { outline: 3px solid #c25400; outline-offset: 2px; }
        .skip { position: absolute; left: -999px; }
        .skip:focus { left: 1rem; top: 1rem; background: var(--paper); padding: .5rem; z-index: 10; }
        header.site { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; padding: .5rem 1rem; background: var(--soft); border-bottom: 1px solid var(--line); }
        header.site .brand { font-weight: 700; text-decoration: none; font-size: 1.2rem; }
        nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: .25rem 1rem; margin: 0; padding: 0; }
        form.inline { display: inline; }
        form.language, form.command { display: flex; gap: .5rem; align-items: center; }
        form.command { padding: .5rem 1rem; border-bottom: 1px solid var(--line); }
        form.command input { flex: 1; min-width: 10rem; }
        main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
        label { font-weight: 600; }
        .field { display: flex; flex-direction: column; gap: .25rem; margin: .75rem 0; }
        input, select, textarea, button { font: inherit; padding: .4rem .6rem; border: 1px solid var(--muted); border-radius: 4px; background: var(--paper); color: var(--ink); }
        button { background: var(--accent); color: #ffffff; border-color: var(--accent); cursor: pointer; }
        button.secondary { background: var(--paper); color: var(--accent); }
        ul.rows { list-style: none; padding: 0; }
        ul.rows > li { padding: .6rem 0; border-bottom: 1px solid var(--line); }
        .subtitle, .muted { color: var(--muted); }
        dl.concept-details { display: grid; grid-template-columns: max-content 1fr; gap: .25rem .75rem; margin: .5rem 0; }
        dl.concept-details dt { font-weight: 600; }
        dl.concept-details dd { margin: 0; }
        ul.concept-terms { list-style: none; margin: 0; padding: 0; }
        .notice { background: #e6f4ea; border: 1px solid #2e7d32; padding: .5rem; }
        .error { background: #fdecea; border: 1px solid #b3261e; padding: .5rem; }
        .field-error { color: #b3261e; font-weight: 600; margin: .25rem 0; }
        [aria-invalid="true"] { border: 2px solid #b3261e; }
        fieldset.language { border: 1px solid var(--line); border-radius: 6px; margin: 1rem 0; padding: .5rem 1rem; }
        fieldset.language legend { font-weight: 700; padding: 0 .25rem; }
        .term-row { display: flex; flex-wrap: wrap; gap: 0 .75rem; align-items: end; border-bottom: 1px dashed var(--line); padding-bottom: .5rem; }
        .term-row .field { flex: 1 1 9rem; }
        .term-row .field:first-child { flex: 2 1 14rem; }
        .field.check label { font-weight: 400; }
        .synonym { color: var(--muted); }
        .default-submit { position: absolute; left: -9999px; width: 1px; height: 1px; overflow: hidden; }
        .card { border: 1px solid var(--line); border-radius: 8px; padding: 1rem; margin: 1rem 0; }
        .card .term { font-size: 1.6rem; font-weight: 700; }
        .ratings { display: flex; flex-wrap: wrap; gap: .5rem; }
        .live:empty { display: none; }
        .live { position: fixed; bottom: 1rem; right: 1rem; background: var(--accent); color: #ffffff; padding: .5rem 1rem; border-radius: 6px; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: .3rem; border-bottom: 1px solid var(--line); }
        """
}
