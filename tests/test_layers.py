"""The layers, read from the source (ast: nothing is imported, so no import runs first and hides
a problem):

- nothing under `api/` imports `web/`: no import statement, inside a function too, and no
  chain of imports through other modules;
- no import cycle among the project's modules. An import counts when it runs as its module is
  imported: every `import`/`from ... import` at module level, in an `if`, `try` or class body
  too, but not inside a function. `from a.b import c` is an import of the module `a.b.c` when
  there is one, else of `a.b`; a package's `__init__` run along the way does not count as
  imported. One kind of import is the accepted Flask pattern and does not count: in a package's
  `__init__.py` that creates a Blueprint, the imports after that statement of the package's own
  modules (`from api import routes, stats` at the bottom of `api/__init__.py`): they run once
  `bp` exists, so their `from api import bp` finds it;
- every `Blueprint(...)` is created in a package's `__init__.py`, which then imports its route
  modules in that way;
- Jinja filters, tests, globals and context processors are registered in one module only
  (web/templating.py): Flask-Babel registers its own (gettext, dates, numbers) itself;
- nothing under `web/` or `api/` reaches the database itself (`db.session`, or `db` imported from
  `extensions` at all): routes validate, call a service, and answer.

The project's modules are every .py file under the root except tests/, migrations/ (Alembic's
scripts) and the virtualenv.
"""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SKIPPED = {"tests", "migrations", "build", "instance"}
# What registers something for Jinja: Flask's decorators and methods, Jinja's environment.
REGISTERS = {f"{prefix}{kind}" for prefix in ("", "app_", "add_", "add_app_")
             for kind in ("template_filter", "template_test", "template_global")} | {
    "context_processor", "app_context_processor", "install_gettext_callables", "add_extension"}
JINJA_TABLES = {"filters", "tests", "globals"}
TEMPLATING = "web.templating"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def project_files() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(ROOT.rglob("*.py"))
            if not path.relative_to(ROOT).parts[0].startswith(".")
            and path.relative_to(ROOT).parts[0] not in SKIPPED}


MODULES = project_files()
TREES = {name: ast.parse(path.read_text(), str(path)) for name, path in MODULES.items()}


def package_of(name: str) -> str:
    return name if MODULES[name].name == "__init__.py" else name.rpartition(".")[0]


def imported(name: str, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The project's modules an import statement in module `name` imports."""
    if isinstance(node, ast.Import):
        targets = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:  # relative: from the module's own package, up `level - 1` more
            package = package_of(name).split(".")
            base = ".".join(package[:len(package) - node.level + 1] + ([base] if base else []))
        targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
                   for alias in node.names]
    found = []
    for target in targets:
        while target and target not in MODULES:  # `import a.b.c` of a module not ours: `a.b`
            target = target.rpartition(".")[0]
        if target and target not in found:
            found.append(target)
    return found


def module_level(tree: ast.AST):
    """The import statements that run when the module is imported (none inside a function)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        yield from module_level(node)


def creates_blueprint(node: ast.AST) -> bool:
    return any(isinstance(call, ast.Call) and (
        getattr(call.func, "id", None) == "Blueprint" or getattr(call.func, "attr", None)
        == "Blueprint") for call in ast.walk(node))


def bottom_imports(name: str) -> set[int]:
    """The accepted pattern's imports in a blueprint package's `__init__` (their line numbers):
    after the statement that creates the Blueprint, of the package's own modules."""
    if MODULES[name].name != "__init__.py":
        return set()
    body = TREES[name].body
    made = next((i for i, node in enumerate(body) if creates_blueprint(node)), None)
    if made is None:
        return set()
    return {node.lineno for node in body[made + 1:]
            if isinstance(node, (ast.Import, ast.ImportFrom))
            and all(target.startswith(name + ".") for target in imported(name, node))}


def import_graph() -> dict[str, set[str]]:
    graph = {}
    for name, tree in TREES.items():
        accepted = bottom_imports(name)
        graph[name] = {target for node in module_level(tree) if node.lineno not in accepted
                       for target in imported(name, node) if target != name}
    return graph


def a_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle, as the modules along it (the first again at the end), or None."""
    done, path, on_path = set(), [], set()

    def visit(name):
        path.append(name)
        on_path.add(name)
        for target in sorted(graph[name]):
            if target in on_path:
                return path[path.index(target):] + [target]
            if target not in done and (found := visit(target)):
                return found
        path.pop()
        on_path.discard(name)
        done.add(name)
        return None

    for name in sorted(graph):
        if name not in done and (found := visit(name)):
            return found
    return None


def registering(tree: ast.AST) -> list[int]:
    """The lines where a module registers something for Jinja."""
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Attribute) and (
        node.attr in REGISTERS or node.attr in JINJA_TABLES
        and getattr(node.value, "attr", None) == "jinja_env")]


# --- The checks -----------------------------------------------------------------------------

def under(package: str, name: str) -> bool:
    return name == package or name.startswith(package + ".")


def database_use(tree: ast.AST) -> list[int]:
    """The lines where a module reaches the database itself: `db` taken from `extensions`, or a
    `db.session`."""
    return [node.lineno for node in ast.walk(tree) if (
        isinstance(node, ast.ImportFrom) and node.module == "extensions"
        and any(alias.name == "db" for alias in node.names)) or (
        isinstance(node, ast.Attribute) and (node.attr, getattr(node.value, "id", None)) in {
            ("session", "db"), ("db", "extensions")})]


def test_the_pages_and_the_api_reach_the_database_only_through_services():
    found = {name: lines for name, tree in TREES.items()
             if (under("web", name) or under("api", name)) and (lines := database_use(tree))}
    assert found == {}


def test_the_api_never_imports_the_web_pages():
    api = [name for name in TREES if under("api", name)]
    direct = {(name, node.lineno, target) for name in api
              for node in ast.walk(TREES[name]) if isinstance(node, (ast.Import, ast.ImportFrom))
              for target in imported(name, node) if under("web", target)}
    assert direct == set()
    graph, seen, todo = import_graph(), set(api), list(api)
    while todo:  # nor through another module
        for target in graph[todo.pop()] - seen:
            seen.add(target)
            todo.append(target)
    assert {name for name in seen if under("web", name)} == set()


def test_only_a_game_folder_imports_its_own_modules():
    """A game is one folder: nothing of the app outside games/<game>/ imports it (the registry
    finds the folders itself, by pkgutil; the bench times the hand checkers themselves)."""
    folders = {name for name, path in MODULES.items()
               if path.name == "__init__.py" and name.count(".") == 1 and under("games", name)
               and "GAME" in path.read_text()}
    assert {"games.okey", "games.skyjo"} <= folders  # the check checks something
    outside = {(name, target) for name in TREES if not under("bench", name)
               for node in ast.walk(TREES[name]) if isinstance(node, (ast.Import, ast.ImportFrom))
               for target in imported(name, node)
               for folder in folders if under(folder, target) and not under(folder, name)}
    assert outside == set()


def test_no_module_imports_another_that_imports_it_back():
    cycle = a_cycle(import_graph())
    assert cycle is None, " imports ".join(cycle)


def test_every_blueprint_is_made_in_its_package_init_which_then_imports_its_routes():
    made = {name for name, tree in TREES.items() if creates_blueprint(tree)}
    assert made and {name for name in made if MODULES[name].name != "__init__.py"} == set()
    assert {name for name in made if not bottom_imports(name)} == set()


def test_jinja_filters_and_globals_are_registered_in_one_module():
    found = {name: lines for name, tree in TREES.items() if (lines := registering(tree))}
    assert set(found) == {TEMPLATING}, found


# --- The checks themselves, on small made-up modules ----------------------------------------

@pytest.mark.parametrize("graph, cycle", [
    ({"a": {"b"}, "b": {"c"}, "c": set()}, None),
    ({"a": {"b"}, "b": {"c"}, "c": {"a"}}, ["a", "b", "c", "a"]),
    ({"a": {"b", "c"}, "b": set(), "c": {"c2"}, "c2": {"c"}}, ["c", "c2", "c"]),
])
def test_a_cycle_is_found_whatever_its_length(graph, cycle):
    assert a_cycle(graph) == cycle


def test_imports_inside_functions_do_not_count_those_in_classes_and_ifs_do():
    tree = ast.parse("import os\nif x:\n    import app\nclass A:\n    import config\n"
                     "def f():\n    import i18n\n")
    assert [n.names[0].name for n in module_level(tree)] == ["os", "app", "config"]


def test_a_registration_is_seen_as_a_decorator_a_method_or_the_environment():
    for source in ("@bp.app_template_filter()\ndef f(x): pass",
                   "app.add_template_global(f)", "app.jinja_env.filters['f'] = f",
                   "app.jinja_env.globals.update(f=f)", "@app.context_processor\ndef g(): pass"):
        assert registering(ast.parse(source)), source
    assert registering(ast.parse("env.filters.update(f=f)\nfilters = {}")) == []


def test_database_use_is_seen_as_an_import_a_session_or_the_extension():
    for source in ("from extensions import csrf, db", "db.session.commit()",
                   "import extensions\nextensions.db.paginate(q)"):
        assert database_use(ast.parse(source)), source
    assert database_use(ast.parse("from extensions import csrf\nsession['a'] = 1")) == []
