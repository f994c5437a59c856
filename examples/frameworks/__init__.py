"""guardrail under the tool decorators of agent frameworks (LangChain, OpenAI
Agents SDK, Pydantic AI). Install them with ``pip install -e ".[frameworks]"``."""
