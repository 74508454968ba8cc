"""Code-generation backends that turn lowered IR into runnable code."""
