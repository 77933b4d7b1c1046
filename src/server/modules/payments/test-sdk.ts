/**
 * A stand-in for PayPal's JS SDK, served by our server and loaded by @paypal/react-paypal-js through
 * `sdkBaseUrl`. It offers `paypal.Buttons` with the SDK's life cycle (onInit, onClick, createOrder,
 * onApprove, onCancel, onError); its "approval window" is an inline panel that approves the order at the
 * built-in test provider. No money moves; everything says 'Testmodus'.
 */
export const TEST_SDK_SCRIPT = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/payments\/test\/sdk\.js.*$/, '') : '/api/';
  function post(path, body) {
    return fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (data) {
          if (!response.ok) throw new Error(data.message || 'Testzahlung fehlgeschlagen');
          return data;
        });
      });
  }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    if (text) node.textContent = text;
    return node;
  }
  var css = '.tp-wrap{font-family:inherit;display:flex;flex-direction:column;gap:10px;max-width:750px}' +
    '.tp-btn{min-height:45px;border:0;border-radius:4px;font-size:16px;font-weight:600;cursor:pointer;padding:0 16px}' +
    '.tp-btn:focus-visible{outline:3px solid #1976d2;outline-offset:2px}' +
    '.tp-pay{background:#ffc439;color:#111}.tp-pay[disabled]{opacity:.5;cursor:not-allowed}' +
    '.tp-panel{border:2px dashed #ffc439;border-radius:6px;padding:12px;background:#fffbea;color:#111}' +
    // The note stands on the shop's own background, light or dark (issue 51: #555 on the dark shop was 2.5:1).
    '.tp-ok{background:#2e7d32;color:#fff}.tp-cancel{background:#eee;color:#111}.tp-note{font-size:13px;color:inherit;margin:0}';
  function Buttons(props) {
    props = props || {};
    var container = null;
    var enabled = true;
    var payButton = null;
    var actions = {
      enable: function () { enabled = true; if (payButton) payButton.disabled = false; return Promise.resolve(); },
      disable: function () { enabled = false; if (payButton) payButton.disabled = true; return Promise.resolve(); }
    };
    function fail(error) {
      reset();
      if (typeof props.onError === 'function') props.onError(error instanceof Error ? error : new Error(String(error)));
    }
    function reset() {
      if (!container) return;
      container.innerHTML = '';
      var wrap = el('div', { 'class': 'tp-wrap', 'data-testmode': 'true' });
      wrap.appendChild(el('style', {}, css));
      payButton = el('button', { type: 'button', 'class': 'tp-btn tp-pay' }, 'Testzahlung starten (Testmodus)');
      payButton.disabled = !enabled;
      payButton.addEventListener('click', start);
      wrap.appendChild(payButton);
      wrap.appendChild(el('p', { 'class': 'tp-note' }, 'Testmodus: Es wird kein echtes Geld bewegt.'));
      container.appendChild(wrap);
    }
    function approvalPanel(orderID) {
      var panel = el('div', { 'class': 'tp-panel', role: 'dialog', 'aria-label': 'Testzahlung bestätigen' });
      panel.appendChild(el('p', {}, 'Testzahlung für Bestellung ' + orderID + ' bestätigen?'));
      var ok = el('button', { type: 'button', 'class': 'tp-btn tp-ok' }, 'Weiter');
      var cancel = el('button', { type: 'button', 'class': 'tp-btn tp-cancel' }, 'Abbrechen');
      ok.addEventListener('click', function () {
        ok.disabled = true; cancel.disabled = true;
        post('payments/test/approve.php', { id: orderID }).then(function () {
          var data = { orderID: orderID, payerID: 'TESTPAYER', paymentID: null, facilitatorAccessToken: 'test', paymentSource: 'paypal' };
          var approveActions = {
            order: { get: function () { return Promise.resolve({ id: orderID, status: 'APPROVED' }); } },
            restart: function () { reset(); return Promise.resolve(); }
          };
          return Promise.resolve(typeof props.onApprove === 'function' ? props.onApprove(data, approveActions) : undefined);
        }).then(reset, fail);
      });
      cancel.addEventListener('click', function () {
        reset();
        if (typeof props.onCancel === 'function') props.onCancel({ orderID: orderID });
      });
      var row = el('div', { 'class': 'tp-wrap' });
      row.appendChild(ok);
      row.appendChild(cancel);
      panel.appendChild(row);
      return { panel: panel, focus: function () { ok.focus(); } };
    }
    function start() {
      if (!enabled) return;
      var data = { fundingSource: 'paypal' };
      var clickResult = typeof props.onClick === 'function'
        ? props.onClick(data, { resolve: function () { return Promise.resolve(true); }, reject: function () { return Promise.resolve(false); } })
        : true;
      Promise.resolve(clickResult).then(function (go) {
        if (go === false) return;
        payButton.disabled = true;
        var orderActions = { order: { create: function () { return Promise.reject(new Error('Testmodus: Bestellungen legt der Server an.')); } } };
        return Promise.resolve(props.createOrder ? props.createOrder(data, orderActions) : Promise.reject(new Error('createOrder fehlt')))
          .then(function (orderID) {
            if (!orderID) throw new Error('Keine Bestellnummer erhalten');
            var approval = approvalPanel(String(orderID));
            container.innerHTML = '';
            container.appendChild(approval.panel);
            approval.focus();
          });
      }).catch(fail);
    }
    return {
      isEligible: function () { return true; },
      render: function (target) {
        container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) return Promise.reject(new Error('Container nicht gefunden'));
        reset();
        if (typeof props.onInit === 'function') props.onInit({}, actions);
        return Promise.resolve();
      },
      updateProps: function () { return Promise.resolve(); },
      close: function () { if (container) container.innerHTML = ''; container = null; return Promise.resolve(); },
      hasReturned: function () { return false; }
    };
  }
  var namespace = (script && script.getAttribute('data-namespace')) || 'paypal';
  window[namespace] = { version: 'test-1', Buttons: Buttons, FUNDING: { PAYPAL: 'paypal' }, getFundingSources: function () { return ['paypal']; }, isFundingEligible: function () { return true; } };
})();
`;
