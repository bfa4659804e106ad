"""Every SVG the example site writes is well-formed XML, checked by libxml2's xmllint."""

import subprocess


def test_every_generated_svg_passes_xmllint(site):
    svgs = site.svgs()
    assert svgs, "the site has no SVG"
    for start in range(0, len(svgs), 500):
        batch = [str(path) for path in svgs[start:start + 500]]
        result = subprocess.run(["xmllint", "--noout", *batch], capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
