"""Reads and edits XLIFF with translate-toolkit (PyPI `translate-toolkit`), for XLIFFTranslateToolkitTests.

    python3 translate_toolkit.py read FILE...         prints what translate-toolkit read of each file, as JSON
    python3 translate_toolkit.py edit FILE OUT EDITS  applies EDITS (JSON: [{"id", "target", "state"}]) and saves OUT
"""
import json
import sys

from translate.storage import xliff

NS = "{urn:oasis:names:tc:xliff:document:1.2}"


def read(path):
    store = xliff.xlifffile.parsefile(path)
    files = []
    by_file = {}
    for file_element in store.document.getroot().iter(NS + "file"):
        entry = {
            "original": file_element.get("original"),
            "source_language": file_element.get("source-language"),
            "target_language": file_element.get("target-language"),
            "datatype": file_element.get("datatype"),
            "units": [],
        }
        files.append(entry)
        by_file[file_element] = entry
    for unit in store.unit_iter():
        element = unit.xmlelement
        file_element = element.getparent()
        while file_element is not None and file_element.tag != NS + "file":
            file_element = file_element.getparent()
        target = element.find(NS + "target")
        by_file[file_element]["units"].append({
            "id": element.get("id"),
            "tt_id": unit.getid(),
            "source": unit.source,
            "target": unit.target if target is not None else None,
            "state": target.get("state") if target is not None else None,
            "qualifier": target.get("state-qualifier") if target is not None else None,
            "notes": [{"text": note.text or "", "from": note.get("from")} for note in element.iter(NS + "note")],
            "tt_notes": unit.getnotes(),
        })
    return files


def edit(path, out, edits):
    store = xliff.xlifffile.parsefile(path)
    by_id = {unit.xmlelement.get("id"): unit for unit in store.unit_iter()}
    for change in edits:
        unit = by_id[change["id"]]
        unit.target = change["target"]
        target = unit.xmlelement.find(NS + "target")
        if change.get("state") is not None:
            target.set("state", change["state"])
        elif "state" in target.attrib:
            del target.attrib["state"]
    store.savefile(out)


if __name__ == "__main__":
    if sys.argv[1] == "read":
        json.dump([read(path) for path in sys.argv[2:]], sys.stdout, ensure_ascii=False)
    else:
        edit(sys.argv[2], sys.argv[3], json.loads(sys.argv[4]))
