// A page of the Rules Explorer typesets no mathematics: its texts hold none, and a "$" in them
// must stay a "$". Voilà's page loads MathJax 2 from the address in its page configuration the
// first time anything is typeset (explorer/page_config.py points it here), and calls the parts
// of MathJax 2's interface below: each does nothing. Without this the page loaded MathJax 3
// (standalone Voilà) or asked cdnjs.cloudflare.com for MathJax (JupyterLab, Binder).
window.MathJax = {
  Hub: {
    Config() {},
    Configured() {},
    Queue() {},
    Register: { StartupHook() {} },
  },
  Ajax: {},
  InputJax: { TeX: { resetEquationNumbers() {} } },
};
