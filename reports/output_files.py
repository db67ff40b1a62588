"""The files ``axiometrics`` writes (``--output``, ``--write-expect``, ``--plot``) and reads
(``--expect``, ``--labels``): validated before any computation, written atomically (:mod:`reports.cli`)."""

import os
import stat
import sys
import tempfile

from metrics.errors import UsageError

from .expect import load_expectation

__all__ = ["output_path", "refuse_sources", "write_atomically", "write_output", "write_stdout", "validate_files",
           "check_plot_format", "labels_class_count"]


def _written_through(path):
    """Whether ``path`` (after its symlinks) is a device, pipe or socket: written through, never replaced."""
    return os.path.exists(path) and not stat.S_ISREG(os.stat(path).st_mode)


def output_path(path, flag):
    """Fail now, before any computation, if ``path`` cannot be written; return its real path."""
    if os.path.isdir(path):
        raise UsageError(f"{flag} {path!r} is a directory; give a file name")
    real = os.path.realpath(path)  # a symlink to a file: the file is what gets replaced
    if _written_through(path):
        if not os.access(path, os.W_OK):
            raise UsageError(f"{flag} {path!r} is not writable")
        return real
    folder = os.path.dirname(real)
    if not os.path.isdir(folder):
        raise UsageError(f"{flag} {path!r}: the folder {folder!r} does not exist")
    if (os.path.exists(path) and not os.access(path, os.W_OK)) or not _can_create_in(folder):
        raise UsageError(f"{flag} {path!r} is not writable")
    return real


def _can_create_in(folder):
    """Whether a file can be made in ``folder``, tried (``os.access`` says yes to root in ``/proc``)."""
    try:
        fd, probe = tempfile.mkstemp(dir=folder, prefix=".axiometrics-probe.")
    except OSError:
        return False
    os.close(fd)
    os.unlink(probe)
    return True


def write_atomically(path, text):
    """Write ``text`` to a temporary file next to ``path``, then rename it over ``path``."""
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(path)), prefix=f".{os.path.basename(path)}.",
                               suffix=".tmp")
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # the permissions open() would give, not mkstemp's 0600
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def write_output(path, text, flag):
    """Write ``text`` to ``path``: atomically for a regular file or a new path (through its symlinks:
    the target is replaced, the link kept); written through for a device, pipe or terminal.
    A failed write (a full disk) is a :class:`UsageError` and leaves an existing file as it was."""
    try:
        if _written_through(path):
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text)
        else:
            write_atomically(os.path.realpath(path), text)
    except OSError as exc:
        raise UsageError(f"{flag} {path!r} could not be written ({exc.strerror or exc}); "
                         "nothing was written there") from None


def _same_file(a, b):
    """Whether the paths ``a`` and ``b`` name one file (through symlinks and hard links)."""
    try:
        return os.path.samefile(a, b)
    except OSError:  # one of them does not exist (yet)
        return os.path.realpath(a) == os.path.realpath(b)


def refuse_sources(path, flag, args):
    """Refuse to write ``path`` over the checked file, a ``--with`` file or any existing ``.py`` file (a module they
    import): a usage error naming it."""
    given = [("the checked file", args.file)] if getattr(args, "file", None) else []
    given += [("a --with file", other) for other in getattr(args, "with_files", None) or ()]
    for what, other in given:
        if _same_file(path, other):
            raise UsageError(f"{flag} {path!r} is {what} {other!r}: it would be overwritten; give another file")
    if path.endswith(".py") and os.path.exists(path):
        raise UsageError(f"{flag} {path!r} is a Python source file: a report would replace it; "
                         "give another file (a report is .md, .json, .csv, .html, .tex, ...)")


def validate_files(args):
    """Check ``--output``/``--write-expect``/``--expect`` before computing; return the expectation. Neither output
    may be the checked file, a ``--with`` file or any existing ``.py`` file (the modules those import)."""
    written = {}
    for flag, path in (("--output", args.output), ("--write-expect", args.write_expect)):
        if path is not None:
            real = output_path(path, flag)
            refuse_sources(path, flag, args)
            if real in written:
                raise UsageError(f"{flag} and {written[real]} name the same file {path!r}; give two files")
            written[real] = flag
    if args.expect is None:
        return None
    if os.path.realpath(args.expect) in written:
        raise UsageError(
            f"--expect {args.expect!r} is also the file of {written[os.path.realpath(args.expect)]}: "
            "the baseline would be overwritten by this run (and could never differ); give another file"
        )
    return load_expectation(args.expect)



def check_plot_format(path):
    """Refuse, before the sweep, a ``--plot`` file whose extension matplotlib cannot write."""
    try:
        from matplotlib.backend_bases import FigureCanvasBase
    except ImportError:
        raise UsageError("--plot needs matplotlib: pip install matplotlib") from None
    accepted = FigureCanvasBase.get_supported_filetypes()
    extension = os.path.splitext(path)[1].lstrip(".").lower()
    if extension not in accepted:
        raise UsageError(f"--plot {path!r}: cannot draw a .{extension} file; "
                         f"accepted extensions: {', '.join('.' + e for e in sorted(accepted))}")



def labels_class_count(path):
    """The number of classes of ``recommend --labels FILE``: the distinct labels of a text file with one
    label per line (blank lines ignored; ``3`` and ``03`` are two labels: they are read as text)."""
    try:
        with open(path, encoding="utf-8") as handle:
            labels = {line.strip() for line in handle if line.strip()}
    except (OSError, UnicodeDecodeError) as error:
        raise UsageError(f"--labels {path!r} cannot be read ({error}); "
                         "give a UTF-8 text file with one label per line") from None
    if len(labels) < 2:
        raise UsageError(f"--labels {path!r} holds {len(labels)} distinct label(s); "
                         "a classification needs at least 2 (one label per line)")
    return len(labels)


def write_stdout(text: str) -> None:
    """``text`` to standard output, flushed: output that cannot be written there (closed, a full disk) is a
    usage error saying so (exit code 2), not lost at exit; a reader gone away stays a BrokenPipeError."""
    if sys.stdout is None:
        raise UsageError("standard output is closed: nowhere to write to; write to a file with --output FILE")
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as exc:
        raise UsageError(f"cannot write to standard output ({exc.strerror or exc}); write to a file with "
                         "--output FILE") from None
